import { ERROR_IDS } from './audit-errors';
import { LANDING_STAGES } from './stage-checks';

// The meaning of the error ids (spec section 8 and the networks' success criteria): the check
// number after the stage number, or a fixed id.
const FIXED_ERRORS: Record<string, string> = {
  [ERROR_IDS.recaptcha]: 'Challenge page (Recaptcha)',
  [ERROR_IDS.shopify]: 'Shopify detected',
};
const STAGE_CHECK_ERRORS: Record<string, string> = {
  '3': 'Network tag missing',
  '3.1': 'Tag of another advertiser (Non-matched Tag)',
  '4': 'Memory cookie missing',
  '5': 'Click id missing from the landing URL',
};

/** A readable meaning for an error id, or null for one the product does not describe. */
export function errorMeaning(errorId: string): string | null {
  if (FIXED_ERRORS[errorId]) return FIXED_ERRORS[errorId];
  const [stage, ...check] = errorId.split('.');
  if (!LANDING_STAGES.some(({ number }) => String(number) === stage)) return null;
  return STAGE_CHECK_ERRORS[check.join('.')] ?? null;
}

/** Every error id errorMeaning describes: the shipped texts of the CMS's error catalogue. */
export const DESCRIBED_ERROR_IDS: readonly string[] = [
  ...Object.keys(FIXED_ERRORS),
  ...LANDING_STAGES.flatMap(({ number }) => Object.keys(STAGE_CHECK_ERRORS).map((check) => `${number}.${check}`)),
];
