// Judging stored evidence again, and whether and why the verdict changes: pure, so the dry run,
// the apply and a retry after a concurrent change all decide alike.
import type { AuditOptions, AuditRejudged, AuditVerdict, JudgingNetwork } from '@tracklight/contracts';
import { errorMeaning, memoryCookieStatusText } from '@tracklight/presentation';
import type { Decision } from '@tracklight/event-store';
import { evaluateAudit, judgingNetworkForLink, type AdvertiserSettings } from '../verdict';
import type { JudgedAudit, Judgement } from './audit-judgement';
import type { NetworkVersions } from './network-versions';

/** The CMS as it stands: the networks (definition, success criteria, version) and the advertiser's settings. */
export interface JudgingRules {
  networks: readonly JudgingNetwork[];
  advertiser: AdvertiserSettings | null;
}

/** An audit whose verdict changes: the judgement it had, the one it gets, and why. */
export interface Rejudgement {
  audit: JudgedAudit;
  before: Judgement;
  after: Judgement;
  reason: string;
}

/** The evidence judged as a fresh audit would be judged now (the runner's own evaluateAudit). */
export function judgeAgain(audit: JudgedAudit, options: AuditOptions, rules: JudgingRules): Judgement {
  const judging = judgingNetworkForLink(rules.networks, options);
  const network = judging?.definition ?? null;
  return {
    networkId: network?.id ?? null,
    networkName: network?.name ?? null,
    networkVersion: judging?.version ?? null,
    advertiserId: audit.judgement.advertiserId,
    verdict: evaluateAudit({
      evidence: audit.evidence,
      options,
      network,
      successCriteria: judging?.successCriteria ?? null,
      advertiser: rules.advertiser,
    }),
  };
}

const sameErrors = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** What the re-judge table is about: the memory cookie status and the errors. */
export function verdictChanged(before: AuditVerdict, after: AuditVerdict): boolean {
  return (
    before.memoryCookieStatus !== after.memoryCookieStatus ||
    !sameErrors(before.moonpullErrors, after.moonpullErrors)
  );
}

const errorText = (id: string): string => {
  const meaning = errorMeaning(id);
  return meaning ? `${id} (${meaning})` : id;
};

const listed = (ids: string[]): string => ids.map(errorText).join(', ');

function statusChange(before: AuditVerdict, after: AuditVerdict): string | null {
  if (before.memoryCookieStatus === after.memoryCookieStatus) return null;
  return `Memory cookie status: ${memoryCookieStatusText(before.memoryCookieStatus)} before, ${memoryCookieStatusText(after.memoryCookieStatus)} now.`;
}

function errorChange(before: AuditVerdict, after: AuditVerdict): string[] {
  const appeared = after.moonpullErrors.filter((id) => !before.moonpullErrors.includes(id));
  const gone = before.moonpullErrors.filter((id) => !after.moonpullErrors.includes(id));
  return [
    ...(appeared.length ? [`Error${appeared.length > 1 ? 's' : ''} ${listed(appeared)} appeared.`] : []),
    ...(gone.length ? [`Error${gone.length > 1 ? 's' : ''} ${listed(gone)} disappeared.`] : []),
  ];
}

const named = (judgement: Judgement): string =>
  judgement.networkVersion === null
    ? `${judgement.networkName}`
    : `${judgement.networkName} (definition version ${judgement.networkVersion})`;

/** Which network definition judged it before and which judges it now. */
function networkChange(before: Judgement, after: Judgement): string {
  if (!before.networkId && !after.networkId) return 'No network recognises the link, before or now.';
  if (!before.networkId) return `No network recognised the link before; ${named(after)} does now.`;
  if (!after.networkId) return `Judged as ${named(before)} before; no network recognises the link now.`;
  if (before.networkId !== after.networkId) return `Judged as ${named(before)} before, as ${named(after)} now.`;
  if (before.networkVersion === null) {
    return `Judged by ${named(after)} now; the definition version that judged it before is not known.`;
  }
  if (before.networkVersion !== after.networkVersion) {
    return `${after.networkName}'s definition changed: version ${before.networkVersion} judged it before, version ${after.networkVersion} now.`;
  }
  return `${named(after)} is unchanged: the advertiser's settings or the verdict rules changed.`;
}

/** The reason, in words, that the table shows and AuditRejudged records. */
export function describeChange(before: Judgement, after: Judgement): string {
  return [
    statusChange(before.verdict, after.verdict),
    ...errorChange(before.verdict, after.verdict),
    networkChange(before, after),
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
}

/** Null when the verdict stays as it is. */
export function rejudgement(audit: JudgedAudit, before: Judgement, after: Judgement): Rejudgement | null {
  if (!verdictChanged(before.verdict, after.verdict)) return null;
  return { audit, before, after, reason: describeChange(before, after) };
}

export function rejudgedEvent(change: Rejudgement, rejudgedAt: Date): AuditRejudged {
  const { audit, before, after } = change;
  return {
    type: 'AuditRejudged',
    data: {
      auditId: audit.auditId,
      batchId: audit.batchId,
      networkId: after.networkId,
      networkName: after.networkName,
      networkVersion: after.networkVersion,
      advertiserId: after.advertiserId,
      verdict: after.verdict,
      previous: {
        memoryCookieStatus: before.verdict.memoryCookieStatus,
        moonpullErrors: before.verdict.moonpullErrors,
        networkId: before.networkId,
        networkVersion: before.networkVersion,
      },
      reason: change.reason,
      rejudgedAt: rejudgedAt.toISOString(),
    },
  };
}

/**
 * The audit judged again now; null when its verdict stays. A first verdict recorded without its
 * network's version was judged by the definition stored before it (`versions`).
 */
export function rejudgeNow(audit: JudgedAudit, options: AuditOptions, rules: JudgingRules, versions: NetworkVersions): Rejudgement | null {
  const before = {
    ...audit.judgement,
    networkVersion: audit.judgement.networkVersion ?? versions.at(audit.judgement.networkId, audit.completedAt),
  };
  return rejudgement(audit, before, judgeAgain(audit, options, rules));
}

/** AuditRejudged for a verdict that changes; nothing when it stays (or a re-judge meanwhile gave it this one). */
export const decideRejudge = (change: Rejudgement | null, rejudgedAt: Date): Decision<Rejudgement | null> => ({
  events: change ? [rejudgedEvent(change, rejudgedAt)] : [],
  result: change,
});
