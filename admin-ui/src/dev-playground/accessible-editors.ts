import { useEffect, type RefObject } from 'react';

// GraphiQL's CodeMirror editors take input through a bare textarea and scroll in a region the
// keyboard cannot reach (CodeMirror gives it tabindex -1; axe: label, scrollable-region-focusable).
// Which editor is which, by where GraphiQL puts it.
const EDITOR_NAMES: [string, string][] = [
  ['.graphiql-query-editor', 'GraphQL query'],
  ['.graphiql-editor-tool', 'Query variables'],
  ['.graphiql-response', 'Response'],
];

const label = (root: HTMLElement) => {
  for (const [container, name] of EDITOR_NAMES) {
    root.querySelectorAll<HTMLElement>(`${container} textarea:not([aria-label])`).forEach((input) => input.setAttribute('aria-label', name));
    root.querySelectorAll<HTMLElement>(`${container} .CodeMirror-scroll:not([tabindex="0"])`).forEach((region) => {
      region.setAttribute('tabindex', '0');
      region.setAttribute('aria-label', `${name}, scrollable`);
      region.setAttribute('role', 'region');
    });
  }
};

/** Names GraphiQL's editors and makes their scrolling regions reachable, as GraphiQL draws them. */
export const useAccessibleEditors = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    label(root);
    // Only added nodes are watched: the attributes set here cause no new round.
    const observer = new MutationObserver(() => label(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref]);
};
