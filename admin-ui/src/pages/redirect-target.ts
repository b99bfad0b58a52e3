/**
 * Where /nuxt-redirect?url=... may send the browser (the hand-over to a second front end, spec
 * section 2). Only web addresses: `javascript:`, `data:` and the like are refused. An address on
 * this host (any port or path) is followed at once; one on another host is only offered as a
 * link, so a crafted link to this product cannot silently land a user on someone else's site.
 */
export type RedirectTarget = { kind: 'this-host'; href: string } | { kind: 'other-host'; href: string; host: string } | { kind: 'refused' };

export const redirectTargetOf = (address: string | null, here: string): RedirectTarget => {
  if (!address) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(address, here);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  return url.hostname === new URL(here).hostname ? { kind: 'this-host', href: url.href } : { kind: 'other-host', href: url.href, host: url.host };
};
