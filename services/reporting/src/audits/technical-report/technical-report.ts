import type {
  AuditEvidence,
  CmpObservation,
  DetectedPlatform,
  ObservedCookie,
  RedirectHop,
  StageObservation,
} from '@tracklight/contracts';
import {
  cookieStatusLetters,
  stageChecks,
  type StageCheckRow,
  type StageChecksInput,
} from '@tracklight/presentation';
import type { SuccessCriteria } from '@tracklight/networks';
import type { AuditGqlView } from '../audit.views';

export interface TechnicalReportStage {
  stage: string;
  observed: boolean;
  url: string;
  httpStatus: number | null;
  query: Record<string, string>;
  cookies: ObservedCookie[];
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
  scripts: string[];
  /** The consent platform as seen on the landing page (one observation per audit). */
  cmp: CmpObservation;
  /** Why the engine stopped waiting before observing the stage, and how long it waited (null in older evidence). */
  wait: StageObservation['wait'] | null;
  screenshot: { id: string; screenshotUrl: string } | null;
  /** x.3 network, x.4 consent, x.5 next: N / OK / N/A / '-' (libs/presentation). */
  checks: Omit<StageCheckRow, 'stage'> | null;
}

export interface TechnicalReport {
  auditId: string;
  link: string;
  status: string;
  memoryCookieStatus: string | null;
  memoryCookieStatusReadable: string;
  /** The network, with the version of its definition that judged the audit (null before versions were recorded). */
  network: { id: string; name: string; version: number | null } | null;
  finalDomain: string | null;
  /** The errors this viewer may see (staff-only ones are the staff's), with their CMS texts. */
  moonpullErrors: string[];
  errorDescriptions: Record<string, string | null>;
  /** The network's defined error ids (success criteria), which tell OK from N/A. */
  networkErrorIds: string[];
  cookieStatusLetters: string;
  redirectChain: RedirectHop[];
  stages: TechnicalReportStage[];
  stageChecks: StageCheckRow[];
  failure: AuditEvidence['failure'];
  proxy: AuditEvidence['proxy'] | null;
  /** The e-commerce platforms recognised, with the signals that gave them away; null when the evidence predates detection. */
  platforms: DetectedPlatform[] | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** Every error id the network's success criteria can raise at the landing stages. */
export function networkErrorIds(criteria: SuccessCriteria | null): string[] {
  if (!criteria) return [];
  return (['alp', 'alp-post-consent', 'alp-post-consent-refresh'] as const).flatMap((stage) => {
    const { query, cookies, scripts, extracted } = criteria[stage];
    return [...query, ...cookies, ...scripts, ...extracted].map((criterion) => criterion.errorId);
  });
}

/**
 * The technical report straight from the recorded evidence: the redirect chain, then per landing
 * stage what the browser saw and the stage checks the presentation rules derive.
 */
export function technicalReport(
  audit: AuditGqlView,
  evidence: AuditEvidence | null,
  criteria: SuccessCriteria | null,
  /** Every error the audit raised: the checks count staff-only errors too, as the verdict did. */
  allErrorIds: readonly string[] = audit.moonpullErrors.map((e) => e.moonpullErrorId),
): TechnicalReport {
  const errorIds = networkErrorIds(criteria);
  const checksInput: StageChecksInput = {
    moonpullErrors: allErrorIds.map((moonpullErrorId) => ({ moonpullErrorId })),
    detectedCmp: audit.detectedCmp,
    cmpVendor: audit.cmpVendor,
    liteResult: audit.liteResult,
  };
  const checks =
    audit.status === 'DONE' || audit.status === 'FAILED' ? stageChecks(checksInput, errorIds) : [];
  const stages = (evidence?.stages ?? []).map((stage: StageObservation): TechnicalReportStage => {
    const row = checks.find((c) => c.stage === stage.stage);
    const screenshot = audit.screenshots.find((s) => s.stage === stage.stage);
    return {
      stage: stage.stage,
      observed: stage.observed,
      url: stage.url,
      httpStatus: stage.httpStatus,
      query: stage.query,
      cookies: stage.cookies,
      localStorage: stage.localStorage,
      sessionStorage: stage.sessionStorage,
      scripts: stage.scripts,
      cmp: evidence!.cmp,
      wait: stage.wait ?? null,
      screenshot: screenshot
        ? { id: screenshot.id, screenshotUrl: screenshot.screenshotUrl }
        : null,
      checks: row ? { network: row.network, consent: row.consent, next: row.next } : null,
    };
  });
  return {
    auditId: audit.id,
    link: audit.link,
    status: audit.status,
    memoryCookieStatus: audit.memoryCookieStatus,
    memoryCookieStatusReadable: audit.memoryCookieStatusReadable,
    network: audit.network,
    finalDomain: audit.finalDomain,
    moonpullErrors: audit.moonpullErrors.map((e) => e.moonpullErrorId),
    errorDescriptions: Object.fromEntries(audit.moonpullErrors.map((e) => [e.moonpullErrorId, e.description])),
    networkErrorIds: errorIds,
    cookieStatusLetters: cookieStatusLetters(checksInput),
    redirectChain: evidence?.hops ?? [],
    stages,
    stageChecks: checks,
    failure: evidence?.failure ?? null,
    proxy: evidence?.proxy ?? null,
    platforms: evidence?.platforms ?? null,
    startedAt: evidence?.startedAt ?? null,
    finishedAt: evidence?.finishedAt ?? null,
  };
}
