import type { MemoryCookieRule, NetworkDefinition, UrlPattern } from './network-definition';
import { capturesAdvertiserId } from './url-pattern';

// The spec's Network.successCriteria: per stage, the checks an audit makes and the error id each
// raises when it fails. Error ids are `<stage number>.<check>`; the presentation (spec section 4)
// reads them, so they are defined here once.

export type CriteriaStage =
  'niu' | 'nir' | 'air' | 'alp' | 'alp-post-consent' | 'alp-post-consent-refresh';
export type LandingCriteriaStage = 'alp' | 'alp-post-consent' | 'alp-post-consent-refresh';

/** Mirrors the evidence contract's STAGE_NUMBERS (a lib cannot import a service). */
export const LANDING_STAGE_NUMBERS: Record<LandingCriteriaStage, number> = {
  alp: 5,
  'alp-post-consent': 6,
  'alp-post-consent-refresh': 7,
};

export interface StageErrorIds {
  /** x.3: the network's tracking script is not on the page. */
  trackingScriptMissing: string;
  /** x.3.1: the network's tracking script is there, but for another advertiser ('Non-matched Tag'). */
  nonMatchedTag: string;
  /** x.4: the memory cookie is missing. */
  memoryCookieMissing: string;
  /** x.5: the click id is missing from the landing URL. */
  clickIdMissing: string;
}

export function stageErrorIds(stageNumber: number): StageErrorIds {
  return {
    trackingScriptMissing: `${stageNumber}.3`,
    nonMatchedTag: `${stageNumber}.3.1`,
    memoryCookieMissing: `${stageNumber}.4`,
    clickIdMissing: `${stageNumber}.5`,
  };
}

/** Fails when none of the parameters is on the stage's URL. */
export interface QueryCriterion {
  errorId: string;
  anyOfParams: string[];
}

/** Fails when no rule finds its cookie or storage entry. */
export interface CookieCriterion {
  errorId: string;
  rules: MemoryCookieRule[];
}

/** Fails when no loaded script matches a pattern. */
export interface ScriptCriterion {
  errorId: string;
  patterns: UrlPattern[];
}

/** Fails when a value extracted at the stage differs from one extracted from the click. */
export interface ExtractedCriterion {
  errorId: string;
  extract: 'tracking-script-advertiser-id';
  mustEqual: 'click-advertiser-id';
}

export interface StageCriteria {
  query: QueryCriterion[];
  cookies: CookieCriterion[];
  scripts: ScriptCriterion[];
  extracted: ExtractedCriterion[];
}

export type SuccessCriteria = Record<CriteriaStage, StageCriteria>;

const noChecks = (): StageCriteria => ({ query: [], cookies: [], scripts: [], extracted: [] });

/** A check the network does not define is absent, which the presentation shows as N/A. */
function landingStageCriteria(definition: NetworkDefinition, stageNumber: number): StageCriteria {
  const ids = stageErrorIds(stageNumber);
  const scripts = definition.trackingScriptPatterns;
  return {
    query: definition.aniParams.length
      ? [{ errorId: ids.clickIdMissing, anyOfParams: [...definition.aniParams] }]
      : [],
    cookies: definition.memoryCookie.length
      ? [{ errorId: ids.memoryCookieMissing, rules: [...definition.memoryCookie] }]
      : [],
    scripts: scripts.length ? [{ errorId: ids.trackingScriptMissing, patterns: [...scripts] }] : [],
    extracted: scripts.some(capturesAdvertiserId)
      ? [
          {
            errorId: ids.nonMatchedTag,
            extract: 'tracking-script-advertiser-id',
            mustEqual: 'click-advertiser-id',
          },
        ]
      : [],
  };
}

/** No checks at any stage: what an unrecognised network is judged by. */
export function emptySuccessCriteria(): SuccessCriteria {
  return {
    niu: noChecks(),
    nir: noChecks(),
    air: noChecks(),
    alp: noChecks(),
    'alp-post-consent': noChecks(),
    'alp-post-consent-refresh': noChecks(),
  };
}

/** The hop stages carry no checks of their own yet; they are present so the CMS can add some. */
export function buildSuccessCriteria(definition: NetworkDefinition): SuccessCriteria {
  return {
    niu: noChecks(),
    nir: noChecks(),
    air: noChecks(),
    alp: landingStageCriteria(definition, LANDING_STAGE_NUMBERS.alp),
    'alp-post-consent': landingStageCriteria(definition, LANDING_STAGE_NUMBERS['alp-post-consent']),
    'alp-post-consent-refresh': landingStageCriteria(
      definition,
      LANDING_STAGE_NUMBERS['alp-post-consent-refresh'],
    ),
  };
}
