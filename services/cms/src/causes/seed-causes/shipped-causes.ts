import { ERROR_IDS, ISSUE_TYPE_LABELS } from '@tracklight/presentation';

export interface ShippedCause {
  id: string;
  reason: string;
}

/**
 * The reasons shipped with the product (super admins edit them in the CMS later): the issue
 * types publishers report (spec section 9) and the audit errors that drive behaviour (section 8).
 * Ids are stable slugs, since reports are asked for by cause id.
 */
export const SHIPPED_CAUSES: readonly ShippedCause[] = [
  ...Object.entries(ISSUE_TYPE_LABELS).map(([id, reason]) => ({ id, reason })),
  { id: 'recaptcha', reason: `reCAPTCHA challenge (error ${ERROR_IDS.recaptcha})` },
  { id: 'shopify', reason: `Shopify detected (error ${ERROR_IDS.shopify})` },
  {
    id: 'non_matched_tag',
    reason: `Non-matched tag (errors ${ERROR_IDS.nonMatchedTag.join(', ')})`,
  },
  {
    id: 'cookie_missing_at_alp',
    reason: `Memory cookie missing on the landing page (error ${ERROR_IDS.cookieMissingAtAlp})`,
  },
  {
    id: 'cookie_missing_post_consent',
    reason: `Memory cookie missing after consent (error ${ERROR_IDS.cookieMissingPostConsent})`,
  },
  { id: 'closed_advertiser', reason: 'Advertiser closed' },
  { id: 'not_audited', reason: 'Link could not be audited' },
];
