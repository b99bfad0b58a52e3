// What each stage of an audit is, for readers who do not know the stage names (spec section 3:
// niu, nir, air on the way, then alp, alp-post-consent, alp-post-consent-refresh on the landing page).
const STAGE_LABELS: Record<string, string> = {
  niu: 'Network click',
  nir: 'Network redirect',
  air: 'Advertiser redirect',
  alp: 'Landing page',
  'alp-post-consent': 'After consent',
  'alp-post-consent-refresh': 'After consent, next page',
};

export const stageLabel = (stage: string): string => STAGE_LABELS[stage] ?? stage;

const VIA_LABELS: Record<string, string> = {
  'http-redirect': 'HTTP redirect',
  'meta-refresh': 'Meta refresh',
  script: 'Script',
  'form-submit': 'Form submission',
  final: 'Landed',
};

/** What moved the browser on from a redirect hop, in words. */
export const hopViaLabel = (via: string): string => VIA_LABELS[via] ?? via;

// What happens at each stage, for the legend page (issue 22: every code explained).
const STAGE_MEANINGS: Record<string, string> = {
  niu: "The link as the publisher shares it, opened on the network's own domain: the click is counted here.",
  nir: "A further redirect on the network's side, which passes the click id on towards the advertiser.",
  air: "A redirect on the advertiser's side (a tracking or marketing domain) before its site opens.",
  alp: "The advertiser's landing page as it first opens, before anyone answers the consent banner.",
  'alp-post-consent': 'The landing page right after the consent banner was accepted.',
  'alp-post-consent-refresh': 'The landing page reloaded (or the next page opened) after consent: where some tags only then set their cookie.',
};

/** Every stage code with its name and what happens there, in the order an audit passes them. */
export const STAGE_LEGEND: readonly { code: string; label: string; meaning: string }[] = Object.entries(STAGE_LABELS).map(([code, label]) => ({
  code,
  label,
  meaning: STAGE_MEANINGS[code],
}));

/** Every way a hop moves the browser on, with its name (the technical report's redirect table). */
export const HOP_VIA_LEGEND: readonly { code: string; label: string }[] = Object.entries(VIA_LABELS).map(([code, label]) => ({ code, label }));
