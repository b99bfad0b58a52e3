// What every fake CMP provides. Each one is built from the selectors and globals the real
// @duckduckgo/autoconsent rules look for, stores consent where the real CMP does, and announces
// consent through the real CMP's own callback/event, so advertiser pages hook tags the real way.
import type { Handler } from '../types';

export type CmpId =
  | 'onetrust'
  | 'cookiebot'
  | 'didomi'
  | 'usercentrics'
  | 'quantcast'
  | 'sourcepoint'
  | 'cookieyes'
  | 'complianz'
  | 'trustarc';

export interface CmpDefinition {
  id: CmpId;
  /** Name autoconsent reports in cmpDetected / popupFound for this banner. */
  autoconsentName: string;
  /** Markup for <head> that loads the CMP synchronously (before the page's own scripts). */
  headHtml(): string;
  /** JS statements: call `release()` once marketing consent exists, now (stored) or later (accept). */
  onMarketingConsent(release: string): string;
  /** JS expression, true when marketing consent is already stored (read at page load). */
  storedConsentJs: string;
  /** Server-side view of the same, from request cookies; null when the CMP keeps it in localStorage only. */
  serverConsent: ((cookies: Record<string, string>) => boolean) | null;
  /** Vendor CDN host(s) the CMP's scripts and frames come from. */
  routes: Record<string, Handler>;
  /** Scripts the advertiser hosts itself (WordPress plugins): path -> JS. */
  selfHosted?: Record<string, string>;
}

/** Shared banner look: fixed to the viewport bottom, so autoconsent's visibility test passes. */
export const BANNER_STYLE =
  'position:fixed;left:0;right:0;bottom:0;z-index:2147483646;background:#fff;color:#111;' +
  'padding:16px 24px;box-shadow:0 -2px 12px rgba(0,0,0,.25);font:14px/1.4 sans-serif';

/** Runs `fn` once the body exists (CMP scripts load in <head>). */
export const WHEN_READY = `
  function __whenReady(fn) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn);
    else fn();
  }
`;
