import { firstParamValue, matchTrackingScripts, stageErrorIds } from '@tracklight/networks';
import {
  LANDING_STAGES,
  STAGE_NUMBERS,
  type AuditEvidence,
  type StageObservation,
} from '@tracklight/contracts';
import type { AuditExpectations } from './audit-expectations';
import { cmpFound, landingStage } from './landing-stages';
import { memoryCookieFound } from './memory-cookie-match';

/** The x.3, x.3.1, x.4 and x.5 errors of one observed stage; a check with nothing to look for is skipped (N/A). */
function errorsAt(stage: StageObservation, expectations: AuditExpectations): string[] {
  const ids = stageErrorIds(STAGE_NUMBERS[stage.stage]);
  const errors: string[] = [];
  if (expectations.scriptPatterns.length) {
    const scripts = matchTrackingScripts(
      expectations.scriptPatterns,
      stage.scripts,
      expectations.advertiserId,
    );
    if (scripts === 'missing') errors.push(ids.trackingScriptMissing);
    if (scripts === 'other-advertiser') errors.push(ids.nonMatchedTag);
  }
  if (expectations.cookieRules.length && !memoryCookieFound(stage, expectations)) {
    errors.push(ids.memoryCookieMissing);
  }
  if (
    expectations.aniParams.length &&
    firstParamValue(expectations.aniParams, [stage.query]) === null
  ) {
    errors.push(ids.clickIdMissing);
  }
  return errors;
}

/**
 * Errors of the landing stages in stage order. Without a consent banner the post-consent stages
 * judge nothing (the spec shows '-'), so they raise no errors even when the browser looked again.
 */
export function stageErrors(evidence: AuditEvidence, expectations: AuditExpectations): string[] {
  const withBanner = cmpFound(evidence);
  return LANDING_STAGES.flatMap((stageName) => {
    const stage = landingStage(evidence, stageName);
    if (!stage || (stageName !== 'alp' && !withBanner)) return [];
    return errorsAt(stage, expectations);
  });
}
