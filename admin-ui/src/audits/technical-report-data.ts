import type { StageCheckRow } from '@tracklight/presentation';

// The technical report as GET /batches/{batchId}/audits/{auditId}?view=technical returns it
// (services/reporting technical-report.ts): the recorded evidence with the stage checks. Only the
// parts the audit pages read are typed here.

export interface ObservedCookieData {
  name: string;
  value: string;
  domain: string;
  /** 'header' (Set-Cookie) or 'script'. */
  origin: string;
  /** On a redirect hop: the Set-Cookie's attributes and whether the browser kept it (stored, deleted, rejected). */
  setCookie?: { sameSite: string | null; partitioned: boolean; domainAttribute: string | null; outcome: string; reason: string | null };
}

export interface CmpObservationData {
  /** The consent platform rule that matched the banner; null when none did. */
  detected: string | null;
  popupFound: boolean;
  optInSucceeded: boolean | null;
  consentSkipped?: boolean;
}

export interface StageWaitData {
  /** What ended the stage's last wait: a signal (popup-found, memory-cookie, page-quiet...) or 'deadline'. */
  endedBy: string;
  waitedMs: number;
  steps: Array<{ step: string; endedBy: string; waitedMs: number }>;
}

export interface TechnicalStageData {
  stage: string;
  observed: boolean;
  url: string;
  httpStatus: number | null;
  cookies: ObservedCookieData[];
  scripts: string[];
  cmp: CmpObservationData;
  /** Null in evidence recorded before waits were. */
  wait?: StageWaitData | null;
}

export interface RedirectHopData {
  url: string;
  host: string;
  status: number | null;
  /** What moved the browser on: http-redirect, meta-refresh, script, form-submit, or final. */
  via: string;
  /** How long the document stayed before it moved on by itself. */
  dwellMs?: number;
  /** Parameters of the landed address's fragment (a click id moved into `#...`). */
  fragment?: Record<string, string>;
  cookiesSet: ObservedCookieData[];
  /** niu / nir on the network's hosts, air on the advertiser's domain; null elsewhere. */
  stage: string | null;
}

/** An e-commerce platform the engine recognised: confidence low / medium / high by kinds of signal matched. */
export interface DetectedPlatformData {
  id: string;
  name: string;
  confidence: string;
  /** kind: asset, global, header, cookie or metaGenerator; value: what the page showed. */
  signals: { kind: string; rule: string; value: string }[];
}

export interface TechnicalReportData {
  auditId: string;
  /** The network, with the version of its definition that judged the audit (null before versions were recorded). */
  network: { id: string; name: string; version: number | null } | null;
  moonpullErrors: string[];
  /** Each error's text from the CMS (/error-management). */
  errorDescriptions: Record<string, string | null>;
  cookieStatusLetters: string;
  redirectChain: RedirectHopData[];
  stages: TechnicalStageData[];
  stageChecks: StageCheckRow[];
  failure: { kind: string; message: string } | null;
  proxy: { country: string; isResidential: boolean; label: string | null } | null;
  /** Null for audits recorded before platform detection. */
  platforms: DetectedPlatformData[] | null;
  startedAt: string | null;
  finishedAt: string | null;
}
