import {
  CRITERIA_STAGES,
  CRITERIA_STAGE_NUMBERS,
  firstParamValue,
  isHopStage,
  matchTrackingScripts,
  stageErrorIds,
  type CriteriaStage,
  type StageCriteria,
  type SuccessCriteria,
} from '@tracklight/networks';
import type { AuditEvidence, LandingStage, RedirectHop } from '@tracklight/contracts';
import type { AuditExpectations } from './audit-expectations';
import { landingParams } from './click-ids';
import { wasKept } from './cookie-fate';
import { cmpFound, landingStage } from './landing-stages';
import { anyRuleFound, type StoredEntries } from './memory-cookie-match';

/** What one stage offers the checks: the URL query, cookies and storage, scripts. */
interface StageSample extends StoredEntries {
  queries: Record<string, string>[];
  scripts: string[];
}

/**
 * The landing stage's checks with the link's and advertiser's overrides applied: they stand in for
 * the network's cookie rules and click-id parameters, and the custom tag counts as the network's.
 * An override fills in a check the criteria lack, under the stage's own error id, so a link's
 * cookie is looked for even on a network that defines none.
 */
function withOverrides(checks: StageCriteria, stageNumber: number, expectations: AuditExpectations): StageCriteria {
  const ids = stageErrorIds(stageNumber);
  const { cookieOverride, customScriptPattern, aniParamOverride } = expectations;
  return {
    query: aniParamOverride
      ? checks.query.length
        ? checks.query.map((check) => ({ ...check, anyOfParams: aniParamOverride }))
        : [{ errorId: ids.clickIdMissing, anyOfParams: aniParamOverride }]
      : checks.query,
    cookies: cookieOverride
      ? checks.cookies.length
        ? checks.cookies.map((check) => ({ ...check, rules: cookieOverride }))
        : [{ errorId: ids.memoryCookieMissing, rules: cookieOverride }]
      : checks.cookies,
    scripts: customScriptPattern
      ? checks.scripts.length
        ? checks.scripts.map((check) => ({ ...check, patterns: [...check.patterns, customScriptPattern] }))
        : [{ errorId: ids.trackingScriptMissing, patterns: [customScriptPattern] }]
      : checks.scripts,
    extracted: checks.extracted,
  };
}

/**
 * The error ids of the failed checks, in the order x.3, x.3.1, x.4, x.5. A script check fails when
 * no script matches; the extracted check when the network's tag is there but only for another
 * advertiser (the spec's 'Non-matched Tag').
 */
function failedChecks(checks: StageCriteria, sample: StageSample, expectations: AuditExpectations): string[] {
  const scriptsOf = (patterns: StageCriteria['scripts'][number]['patterns']) =>
    matchTrackingScripts(patterns, sample.scripts, expectations.advertiserId);
  const allPatterns = checks.scripts.flatMap((check) => check.patterns);
  return [
    ...checks.scripts.filter((check) => scriptsOf(check.patterns) === 'missing'),
    ...checks.extracted.filter(() => scriptsOf(allPatterns) === 'other-advertiser'),
    ...checks.cookies.filter((check) => !anyRuleFound(check.rules, sample, expectations)),
    ...checks.query.filter((check) => firstParamValue(check.anyOfParams, sample.queries) === null),
  ].map((check) => check.errorId);
}

/** The hops of a redirect stage as one sample: any hop of the stage may pass a check. */
function hopSample(hops: readonly RedirectHop[]): StageSample | null {
  if (hops.length === 0) return null;
  return {
    queries: hops.map((hop) => hop.query),
    cookies: hops.flatMap((hop) => hop.cookiesSet.filter(wasKept)),
    localStorage: {},
    sessionStorage: {},
    scripts: [],
  };
}

/**
 * Errors of every stage, in stage order, from the network's success criteria. A stage the audit
 * did not reach judges nothing; without a consent banner the post-consent stages judge nothing
 * either (the spec shows '-'), even when the browser looked again.
 */
export function stageErrors(
  evidence: AuditEvidence,
  expectations: AuditExpectations,
  criteria: SuccessCriteria,
): string[] {
  const withBanner = cmpFound(evidence);
  const errors = CRITERIA_STAGES.flatMap((stage: CriteriaStage) => {
    if (isHopStage(stage)) {
      const sample = hopSample(evidence.hops.filter((hop) => hop.stage === stage));
      return sample ? failedChecks(criteria[stage], sample, expectations) : [];
    }
    const observed = landingStage(evidence, stage as LandingStage);
    if (!observed || (stage !== 'alp' && !withBanner)) return [];
    const checks = withOverrides(criteria[stage], CRITERIA_STAGE_NUMBERS[stage], expectations);
    return failedChecks(checks, { ...observed, queries: landingParams(observed) }, expectations);
  });
  return [...new Set(errors)];
}
