/**
 * The CMPs the product ships with: autoconsent's code rules (lib/cmps/all.ts of
 * @duckduckgo/autoconsent) and the JSON rules the sandbox's CMPs are detected by (test/sandbox/cmps).
 * The id is the rule name the engine records on an audit; the name is what people read.
 */
export const SHIPPED_CMPS: readonly { id: string; name: string; vendor: string }[] = [
  { id: 'Admiral', name: 'Admiral', vendor: 'Admiral' },
  { id: 'Complianz banner', name: 'Complianz', vendor: 'Complianz' },
  { id: 'consentmanager.net', name: 'consentmanager', vendor: 'consentmanager' },
  { id: 'Conversant', name: 'Conversant', vendor: 'Epsilon' },
  { id: 'cookieyes', name: 'CookieYes', vendor: 'CookieYes' },
  { id: 'Cybotcookiebot', name: 'Cookiebot', vendor: 'Usercentrics' },
  { id: 'didomi', name: 'Didomi', vendor: 'Didomi' },
  { id: 'Evidon', name: 'Evidon', vendor: 'Crownpeak' },
  { id: 'Klaro', name: 'Klaro', vendor: 'KIProtect' },
  { id: 'Onetrust', name: 'OneTrust', vendor: 'OneTrust' },
  { id: 'quantcast', name: 'Quantcast Choice', vendor: 'InMobi' },
  { id: 'Sourcepoint-frame', name: 'Sourcepoint', vendor: 'Sourcepoint' },
  { id: 'tiktok.com', name: 'TikTok', vendor: 'TikTok' },
  { id: 'TrustArc-top', name: 'TrustArc', vendor: 'TrustArc' },
  { id: 'tumblr-com', name: 'Tumblr', vendor: 'Tumblr' },
  { id: 'Uniconsent', name: 'UniConsent', vendor: 'UniConsent' },
  { id: 'usercentrics-api', name: 'Usercentrics', vendor: 'Usercentrics' },
];
