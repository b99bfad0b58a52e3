import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readSession } from '../auth/session';
import { useProductName } from '../product/product-name';
import { menuGroups } from './menu-entries';
import { useMenuRules } from './menu-rules';

// react-admin's <Title> portals into #react-admin-title. The app bar shows the brand instead of a
// title, so the container lives in <head>: never painted, never a second copy of a page's heading,
// and read from there into the browser tab's title.
const container =
  document.getElementById('react-admin-title') ?? document.head.appendChild(Object.assign(document.createElement('div'), { id: 'react-admin-title' }));

/** The sidebar label of the entry that opens this path, for screens without their own <Title>. */
const useEntryLabel = (productName: string): string | undefined => {
  const { pathname, search } = useLocation();
  const rules = useMenuRules();
  const user = readSession()?.user;
  const entries = user ? menuGroups(user, productName, rules).flatMap((group) => group.entries) : [];
  return (entries.find((entry) => entry.to === `${pathname}${search}`) ?? entries.find((entry) => entry.to === pathname))?.label;
};

/** WCAG 2.4.2: every screen names itself in the browser tab: its <Title>, else its sidebar entry, then the product. */
export const DocumentTitle = () => {
  const productName = useProductName();
  const entryLabel = useEntryLabel(productName);
  useEffect(() => {
    const update = () => {
      const page = container.textContent?.trim() || entryLabel;
      document.title = page ? `${page} · ${productName}` : productName;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [entryLabel, productName]);
  return null;
};
