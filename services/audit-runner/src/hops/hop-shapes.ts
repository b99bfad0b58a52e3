// How a redirect hop moved on and what its address carried, beyond the HTTP status: Chromium's
// navigation reason, a click id in the fragment, a chain that comes back to where it was.
import type { AuditFailure, RedirectHop } from '@tracklight/contracts';

/** Chromium's Page.frameRequestedNavigation reason, as the hop's `via`. */
export function viaForReason(reason: string): RedirectHop['via'] {
  if (reason === 'metaTagRefresh' || reason === 'httpHeaderRefresh') return 'meta-refresh';
  if (reason === 'formSubmissionGet' || reason === 'formSubmissionPost') return 'form-submit';
  return 'script';
}

/** The parameters of an address's fragment (`#clickid=abc&x=1`), first value of each; {} without one. */
export function fragmentParams(url: string): Record<string, string> {
  const hash = url.indexOf('#');
  const params: Record<string, string> = {};
  if (hash < 0) return params;
  for (const [key, value] of new URLSearchParams(url.slice(hash + 1))) if (!(key in params)) params[key] = value;
  return params;
}

/** `#clickid=abc&x=1` of the landed address, when it is the hop's address with a fragment. */
export function fragmentOf(landedUrl: string, hopUrl: string): Record<string, string> | null {
  const hash = landedUrl.indexOf('#');
  if (hash < 0 || landedUrl.slice(0, hash) !== hopUrl.split('#')[0]) return null;
  const params = fragmentParams(landedUrl);
  return Object.keys(params).length > 0 ? params : null;
}

/**
 * How long a document must stay, once loaded, before it moves on by itself to count as an
 * interstitial. A redirect page's inline script leaves before its load event (never shown whole);
 * a 0 s refresh leaves right after it; a page meant to be read ("You are being redirected...", a
 * region chooser, a 1 s refresh) stays a second or more. Measured on the browser's clock, from
 * the document's load event to the next document's request (document-times.ts).
 */
export const INTERSTITIAL_SHOWN_MS = 800;

/** A hop whose document loaded and then moved on by script, refresh or form after being shown. */
export function isInterstitial(via: RedirectHop['via'], shownMs: number | null): boolean {
  return via !== 'http-redirect' && via !== 'final' && shownMs !== null && shownMs >= INTERSTITIAL_SHOWN_MS;
}

/** Times one address may come back on the way before the chain counts as a loop. */
export const LOOP_VISITS = 3;

/**
 * Documents that moved on by themselves (script, meta refresh, form) back to an address already
 * visited: Chromium stops HTTP-only loops itself (ERR_TOO_MANY_REDIRECTS), not these. `visited`
 * lists the addresses of the navigations documents started, in order.
 */
export function loopOf(visited: readonly string[]): AuditFailure | null {
  const visits = new Map<string, number>();
  for (const url of visited) {
    const count = (visits.get(url) ?? 0) + 1;
    visits.set(url, count);
    if (count >= LOOP_VISITS) {
      return {
        kind: 'redirect-loop',
        message: `The link loops: ${url} was reached ${count} times on the way to the landing page.`,
      };
    }
  }
  return null;
}
