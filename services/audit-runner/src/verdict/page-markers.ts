import { parseUrl } from '@tracklight/networks';
import { ERROR_IDS } from '@tracklight/presentation';
import type { AuditEvidence, StageObservation } from '@tracklight/contracts';
import { SHOPIFY_PLATFORM_ID } from '../platforms/detect-platforms';

// Matched against host and path; the TLD is left open because these are markers, not trust decisions.
const CHALLENGE_SCRIPTS = [
  /\/recaptcha\/(?:api|enterprise)\.js$/,
  /^(?:[\w-]+\.)*hcaptcha\.[\w.]+\//,
  /^challenges\.cloudflare\.[\w.]+\//,
  /\/cdn-cgi\/challenge-platform\//,
];

const CHALLENGE_TEXT = [
  /verify you are (?:a )?human/i,
  /checking (?:if the site connection is secure|your browser)/i,
  /attention required! \| cloudflare/i,
  /just a moment\.\.\./i,
  /complete the security check/i,
  /i'?m not a robot/i,
];

function isChallengeScript(scriptUrl: string): boolean {
  const url = parseUrl(scriptUrl);
  if (!url) return false;
  // reCAPTCHA v3 (`render=<site key>`) scores visitors invisibly and is on many ordinary shop
  // pages; only the v2 widget (no key, or `render=explicit`) puts a challenge in the way.
  const render = url.searchParams.get('render');
  if (url.pathname.includes('/recaptcha/') && render && render !== 'explicit') return false;
  const hostAndPath = `${url.hostname}${url.pathname}`;
  return CHALLENGE_SCRIPTS.some((marker) => marker.test(hostAndPath));
}

/** A reCAPTCHA, hCaptcha or Cloudflare challenge stands between the visitor and the landing page. */
export function showsChallenge(stage: StageObservation): boolean {
  const text = `${stage.title}\n${stage.textSample}`;
  return (
    stage.scripts.some(isChallengeScript) || CHALLENGE_TEXT.some((marker) => marker.test(text))
  );
}

/**
 * Evidence recorded before platforms were detected from the catalogue has no `platforms`; judged
 * again, it keeps the verdict it had: 'shopify' in a script URL or Shopify's name in the text.
 */
function legacyShopifyMarker(stage: StageObservation): boolean {
  return (
    stage.scripts.some((script) => /shopify/i.test(script)) ||
    /\bShopify\b/.test(`${stage.title}\n${stage.textSample}`)
  );
}

/** The landing page runs on Shopify: the platform catalogue's Shopify fingerprint matched (10.2.1). */
export function isShopifyStorefront(
  stages: readonly StageObservation[],
  platforms: AuditEvidence['platforms'],
): boolean {
  if (platforms) return platforms.some((platform) => platform.id === SHOPIFY_PLATFORM_ID);
  return stages.some(legacyShopifyMarker);
}

/** Errors about the site rather than a stage: at most one of each, whichever stage showed it. */
export function pageMarkerErrors(
  stages: readonly StageObservation[],
  platforms: AuditEvidence['platforms'],
): string[] {
  return [
    ...(stages.some(showsChallenge) ? [ERROR_IDS.recaptcha] : []),
    ...(isShopifyStorefront(stages, platforms) ? [ERROR_IDS.shopify] : []),
  ];
}
