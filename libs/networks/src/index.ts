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
export { SANDBOX_TLD, sandboxTwinHosts, withSandboxTwins } from './sandbox-twins';
export { LANDING_STAGE_NUMBERS, buildSuccessCriteria, stageErrorIds } from './success-criteria';
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
