import type { AuditScreenshot } from '../audit-view/audit-record';

/**
 * The Lite run's screenshots, post-ALP and post-consent, at the fixed addresses the audit runner
 * names them by (/screenshots/{auditId}-lite-alp.png and -lite-post-consent.png), for screens
 * that only know the audit's id (the internal advertiser issue modal).
 */
export const liteScreenshots = (auditId: string): AuditScreenshot[] =>
  [
    { suffix: 'alp', stage: 'alp' },
    { suffix: 'post-consent', stage: 'alp-post-consent' },
  ].map(({ suffix, stage }) => ({ id: `${auditId}-lite-${suffix}`, screenshotUrl: `/screenshots/${auditId}-lite-${suffix}.png`, stage }));
