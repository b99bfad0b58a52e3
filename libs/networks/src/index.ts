export type {
  ClosedProgrammeMarkers,
  MemoryCookieRule,
  NetworkDefinition,
  StorageKind,
  UrlPattern,
} from './network-definition';
export * from './definitions';
export { escapeRegExp, globToRegExpSource } from './glob';
export { matchesAnyHostPattern, matchesHostPattern, normaliseHost } from './host-pattern';
export { capturesAdvertiserId, exactUrlPattern, matchUrlPattern, parseUrl } from './url-pattern';
export type { UrlPatternMatch } from './url-pattern';
export { matchTrackingScripts } from './tracking-script-match';
export type { TrackingScriptResult } from './tracking-script-match';
export { ADVERTISER_ID_PLACEHOLDER, memoryCookieNameRegExp } from './memory-cookie-rule';
export { findAdvertiserId, firstParamValue } from './click-params';
export { isNetworkHost } from './network-hosts';
export { showsClosedProgramme } from './closed-programme';
export type { PageText } from './closed-programme';
export { findNetwork } from './find-network';
export type { NetworkHint } from './find-network';
export { SANDBOX_TLD, sandboxTwinHosts, successCriteriaWithSandboxTwins, withSandboxTwins } from './sandbox-twins';
export { LANDING_STAGE_NUMBERS, buildSuccessCriteria, emptySuccessCriteria, stageErrorIds } from './success-criteria';
export type {
  CookieCriterion,
  CriteriaStage,
  ExtractedCriterion,
  LandingCriteriaStage,
  QueryCriterion,
  ScriptCriterion,
  StageCriteria,
  StageErrorIds,
  SuccessCriteria,
} from './success-criteria';
export {
  CRITERIA_ERRORS,
  CRITERIA_STAGES,
  CRITERIA_STAGE_LABELS,
  CRITERIA_STAGE_NUMBERS,
  HOP_STAGES,
  criteriaError,
  criteriaErrorIdsAt,
  isHopStage,
} from './criteria-errors';
export type { CriteriaError } from './criteria-errors';
export {
  DEFINITION_PARTS,
  DEFINITION_PART_SCHEMAS,
  EMPTY_DEFINITION_PARTS,
  successCriteriaProblem,
  successCriteriaSchema,
  validationProblems,
} from './network-validation';
export type { DefinitionPart, ValidationProblem } from './network-validation';
