import { ERROR_IDS, hasError } from './audit-errors';
import type { AuditView } from './audit-view';
import { knownCmpName, type CmpNameInput } from './cmp-name';

/** The landing stages and the number their error ids start with (5.x, 6.x, 7.x). */
export const LANDING_STAGES = [
  { stage: 'alp', number: 5 },
  { stage: 'alp-post-consent', number: 6 },
  { stage: 'alp-post-consent-refresh', number: 7 },
] as const;

export type LandingStage = (typeof LANDING_STAGES)[number]['stage'];

/** N: the check failed; OK: it passed; N/A: the network defines no such check; -: stage not run. */
export type StageCheckResult = 'N' | 'OK' | 'N/A' | '-';

export interface StageCheckRow {
  stage: LandingStage;
  /** x.3 */
  network: StageCheckResult;
  /** x.4 */
  consent: StageCheckResult;
  /** x.5 */
  next: StageCheckResult;
}

export type StageChecksInput = Pick<AuditView, 'moonpullErrors'> & CmpNameInput;

/**
 * One row per landing stage. `networkErrorIds` are the error ids the network's success criteria
 * define (e.g. '5.3', '6.4'), which is what tells a passed check from one that does not exist.
 */
export function stageChecks(
  audit: StageChecksInput,
  networkErrorIds: Iterable<string>,
): StageCheckRow[] {
  const defined = new Set(networkErrorIds);
  // Without a known CMP there was nothing to consent to, so the post-consent stages never ran.
  const cmpKnown = knownCmpName(audit) !== null;
  return LANDING_STAGES.map(({ stage, number }, index) => {
    const check = (x: number): StageCheckResult => {
      const errorId = `${number}.${x}`;
      if (index > 0 && !cmpKnown) return '-';
      if (hasError(audit, errorId)) return 'N';
      return defined.has(errorId) ? 'OK' : 'N/A';
    };
    return { stage, network: check(3), consent: check(4), next: check(5) };
  });
}

/** Two letters: was the memory cookie there at the ALP, and after consent ('YY' when both). */
export function cookieStatusLetters(audit: Pick<AuditView, 'moonpullErrors'>): string {
  const letter = (errorId: string) => (hasError(audit, errorId) ? 'N' : 'Y');
  return letter(ERROR_IDS.cookieMissingAtAlp) + letter(ERROR_IDS.cookieMissingPostConsent);
}
