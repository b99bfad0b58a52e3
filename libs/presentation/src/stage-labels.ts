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
