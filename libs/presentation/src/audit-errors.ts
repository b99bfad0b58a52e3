import type { AuditView } from './audit-view';

/** Error ids with fixed meaning (spec section 8); stage-numbered ids come from success criteria. */
export const ERROR_IDS = {
  recaptcha: '10.1.1',
  shopify: '10.2.1',
  nonMatchedTag: ['5.3.1', '6.3.1', '7.3.1'],
  cookieMissingAtAlp: '5.4',
  cookieMissingPostConsent: '6.4',
} as const;

export function hasError(audit: Pick<AuditView, 'moonpullErrors'>, errorId: string): boolean {
  return audit.moonpullErrors.some((error) => error.moonpullErrorId === errorId);
}
