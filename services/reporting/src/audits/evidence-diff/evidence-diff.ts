// Two runs' evidence side by side (issue 16 item 4): what the browser saw and what was concluded,
// row by row, each row marked same, changed, or present on one side only. Values that differ on
// every run by design (click ids, cookie values, cache busters in script URLs) are left out of the
// comparison, so a mark means the journey itself differs.
import type {
  AuditEvidence,
  AuditVerdict,
  ObservedCookie,
  RedirectHop,
  StageObservation,
} from '@tracklight/contracts';
import { parseUrl } from '@tracklight/networks';
import {
  errorMeaning,
  hopViaLabel,
  isMemoryCookieStatus,
  memoryCookieStatusText,
  stageLabel,
} from '@tracklight/presentation';

export type DiffMark = 'SAME' | 'CHANGED' | 'ONLY_LEFT' | 'ONLY_RIGHT';

export interface DiffRow {
  key: string;
  label: string;
  /** As the reader sees it; null when the row has nothing on that side. */
  left: string | null;
  right: string | null;
  mark: DiffMark;
}

export interface DiffSection {
  key: string;
  title: string;
  rows: DiffRow[];
  /** Rows not marked SAME. */
  differences: number;
}

/** One audit as the diff reads it: its evidence (null before it ran) and what was concluded. */
export interface DiffSide {
  status: string;
  memoryCookieStatus: string | null;
  networkName: string | null;
  failReason: string | null;
  verdict: AuditVerdict | null;
  moonpullErrors: string[];
  evidence: AuditEvidence | null;
}

const NO_EVIDENCE: Pick<AuditEvidence, 'hops' | 'stages' | 'cmp'> = {
  hops: [],
  stages: [],
  cmp: { detected: null, popupFound: false, optInSucceeded: null },
};

const yesNo = (value: boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : value ? 'Yes' : 'No';

function markOf(left: string | null, right: string | null): DiffMark {
  if (left === right) return 'SAME';
  if (right === null) return 'ONLY_LEFT';
  if (left === null) return 'ONLY_RIGHT';
  return 'CHANGED';
}

const row = (key: string, label: string, left: string | null, right: string | null): DiffRow => ({
  key,
  label,
  left,
  right,
  mark: markOf(left, right),
});

const section = (key: string, title: string, rows: DiffRow[]): DiffSection => ({
  key,
  title,
  rows,
  differences: rows.filter((r) => r.mark !== 'SAME').length,
});

/** Rows for keyed entries on either side, in first-seen order (left first). */
function keyedRows(
  left: ReadonlyMap<string, { label: string; value: string }>,
  right: ReadonlyMap<string, { label: string; value: string }>,
): DiffRow[] {
  const keys = [...new Set([...left.keys(), ...right.keys()])];
  return keys.map((key) => {
    const l = left.get(key);
    const r = right.get(key);
    return row(key, (l ?? r)!.label, l?.value ?? null, r?.value ?? null);
  });
}

const statusText = (status: string | null): string | null =>
  status === null ? null : isMemoryCookieStatus(status) ? memoryCookieStatusText(status) : status;

const observedStages = (evidence: AuditEvidence | null): StageObservation[] =>
  (evidence?.stages ?? []).filter((stage) => stage.observed);

function verdictSection(left: DiffSide, right: DiffSide): DiffSection {
  const stagesSeen = (side: DiffSide) => observedStages(side.evidence).map((s) => stageLabel(s.stage)).join(', ') || 'None';
  const fields: [string, string, (side: DiffSide) => string | null][] = [
    ['memoryCookieStatus', 'Memory cookie status', (s) => statusText(s.memoryCookieStatus)],
    ['status', 'Audit status', (s) => s.status],
    ['network', 'Network', (s) => s.networkName],
    ['finalDomain', 'Landing domain', (s) => s.verdict?.finalDomain ?? null],
    ['failReason', 'Failure', (s) => s.failReason],
    ['otherReason', 'Why Other', (s) => s.verdict?.otherReason ?? null],
    ['cookiesWereAccepted', 'Cookies accepted', (s) => yesNo(s.verdict?.cookiesWereAccepted)],
    ['stagesObserved', 'Stages observed', stagesSeen],
  ];
  return section('verdict', 'Verdict', fields.map(([key, label, value]) => row(key, label, value(left), value(right))));
}

function errorsSection(left: DiffSide, right: DiffSide): DiffSection {
  const raised = (side: DiffSide) =>
    new Map(
      side.moonpullErrors.map((id) => {
        const meaning = errorMeaning(id);
        return [id, { label: meaning ? `${id} ${meaning}` : id, value: 'Raised' }];
      }),
    );
  return section('errors', 'Errors', keyedRows(raised(left), raised(right)));
}

function cmpSection(left: DiffSide, right: DiffSide): DiffSection {
  const cmp = (side: DiffSide) => (side.evidence ?? NO_EVIDENCE).cmp;
  const fields: [string, string, (side: DiffSide) => string | null][] = [
    ['detected', 'Consent platform detected', (s) => cmp(s).detected ?? 'None'],
    ['popupFound', 'Banner shown', (s) => yesNo(cmp(s).popupFound)],
    ['optInSucceeded', 'Consent given', (s) => (cmp(s).optInSucceeded === null ? 'Not tried' : yesNo(cmp(s).optInSucceeded))],
    ['consentSkipped', 'Consent skipped on request', (s) => yesNo(cmp(s).consentSkipped ?? false)],
  ];
  return section('cmp', 'Consent banner (CMP)', fields.map(([key, label, value]) => row(key, label, value(left), value(right))));
}

/** A hop without its query: the click ids in it differ on every run. */
function hopText(hop: RedirectHop): string {
  const path = parseUrl(hop.url)?.pathname ?? '';
  const stage = hop.stage ? `, ${stageLabel(hop.stage)}` : '';
  return `${hop.status ?? 'no response'} ${hop.host}${path} (${hopViaLabel(hop.via)}${stage})`;
}

function hopsSection(left: DiffSide, right: DiffSide): DiffSection {
  const hops = (side: DiffSide) => (side.evidence ?? NO_EVIDENCE).hops;
  const count = Math.max(hops(left).length, hops(right).length);
  const rows = Array.from({ length: count }, (_, i) => {
    const l = hops(left)[i];
    const r = hops(right)[i];
    return row(`hop-${i + 1}`, `Hop ${i + 1}`, l ? hopText(l) : null, r ? hopText(r) : null);
  });
  return section('hops', 'Redirect hops', rows);
}

type Entries = Map<string, { label: string; value: string }>;

const cookieEntry = (cookie: ObservedCookie): [string, { label: string; value: string }] => [
  `cookie:${cookie.name}@${cookie.domain}`,
  { label: `${cookie.name} (${cookie.domain})`, value: cookie.origin === 'header' ? 'Set by header' : 'Set by script' },
];

/** Memory cookies can live in storage too (e.g. Partnerize), so storage keys are listed with the cookies. */
function stageEntries(stage: StageObservation): Entries {
  const host = parseUrl(stage.url)?.hostname ?? '';
  const storage = (kind: 'localStorage' | 'sessionStorage', values: Record<string, string>) =>
    Object.keys(values).map((name): [string, { label: string; value: string }] => [
      `${kind}:${name}@${host}`,
      { label: `${name} (${host})`, value: `In ${kind}` },
    ]);
  return new Map([
    ...stage.cookies.map(cookieEntry),
    ...storage('localStorage', stage.localStorage),
    ...storage('sessionStorage', stage.sessionStorage),
  ]);
}

/** Cookies set along the way (by hop stage) and held at each observed landing stage. */
function cookieSections(left: DiffSide, right: DiffSide): DiffSection[] {
  const byStage = (side: DiffSide): Map<string, Entries> => {
    const stages = new Map<string, Entries>();
    for (const hop of (side.evidence ?? NO_EVIDENCE).hops) {
      const key = hop.stage ?? 'other-hops';
      const entries = stages.get(key) ?? new Map();
      for (const cookie of hop.cookiesSet) entries.set(...cookieEntry(cookie));
      stages.set(key, entries);
    }
    for (const stage of observedStages(side.evidence)) stages.set(stage.stage, stageEntries(stage));
    return stages;
  };
  const l = byStage(left);
  const r = byStage(right);
  return STAGE_ORDER.filter((stage) => l.get(stage)?.size || r.get(stage)?.size).map((stage) =>
    section(`cookies:${stage}`, `Cookies: ${stageTitle(stage)}`, keyedRows(l.get(stage) ?? new Map(), r.get(stage) ?? new Map())),
  );
}

const STAGE_ORDER = ['niu', 'nir', 'air', 'other-hops', 'alp', 'alp-post-consent', 'alp-post-consent-refresh'];
const stageTitle = (stage: string): string => (stage === 'other-hops' ? 'Other redirects' : stageLabel(stage));

/** A script without its query or fragment: cache busters differ on every run. */
function scriptKey(url: string): string {
  const parsed = parseUrl(url);
  return parsed ? `${parsed.origin}${parsed.pathname}` : url;
}

function scriptSections(left: DiffSide, right: DiffSide): DiffSection[] {
  const scripts = (side: DiffSide, stage: string): Entries =>
    new Map(
      (observedStages(side.evidence).find((s) => s.stage === stage)?.scripts ?? []).map((url) => [
        scriptKey(url),
        { label: scriptKey(url), value: 'Loaded' },
      ]),
    );
  return ['alp', 'alp-post-consent', 'alp-post-consent-refresh']
    .map((stage) => ({ stage, l: scripts(left, stage), r: scripts(right, stage) }))
    .filter(({ l, r }) => l.size || r.size)
    .map(({ stage, l, r }) => section(`scripts:${stage}`, `Scripts loaded: ${stageLabel(stage)}`, keyedRows(l, r)));
}

/** Every section, in reading order: the conclusion first, then what led to it. */
export function evidenceDiff(left: DiffSide, right: DiffSide): DiffSection[] {
  return [
    verdictSection(left, right),
    errorsSection(left, right),
    cmpSection(left, right),
    hopsSection(left, right),
    ...cookieSections(left, right),
    ...scriptSections(left, right),
  ];
}
