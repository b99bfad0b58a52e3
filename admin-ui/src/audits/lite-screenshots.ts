import type { AuditScreenshot } from './audit-record';

/**
 * The Lite run's screenshots, post-ALP and post-consent, are not listed on the audit: they live at
 * fixed addresses (spec section 7), /screenshots/{auditId}-alp.png and -post-consent.png.
 */
export const liteScreenshots = (auditId: string): AuditScreenshot[] =>
  [
    { suffix: 'alp', stage: 'alp' },
    { suffix: 'post-consent', stage: 'alp-post-consent' },
  ].map(({ suffix, stage }) => ({ id: `${auditId}-${suffix}`, screenshotUrl: `/screenshots/${auditId}-${suffix}.png`, stage }));
