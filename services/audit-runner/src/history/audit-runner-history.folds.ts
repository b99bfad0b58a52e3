import { isAuditEvent, type AuditEvent } from '@tracklight/contracts';
import { historyFold, type HistoryFold, type EntityView } from '@tracklight/history';

const verdictFields = (data: Extract<AuditEvent, { type: 'AuditCompleted' | 'AuditRejudged' }>['data']): EntityView => ({
  networkId: data.networkId,
  networkName: data.networkName,
  networkVersion: data.networkVersion ?? null,
  advertiserId: data.advertiserId,
  memoryCookieStatus: data.verdict.memoryCookieStatus,
  failReason: data.verdict.failReason,
  otherReason: data.verdict.otherReason,
  moonpullErrors: data.verdict.moonpullErrors,
  detectedCmp: data.verdict.detectedCmp,
  cookiesWereAccepted: data.verdict.cookiesWereAccepted,
  finalDomain: data.verdict.finalDomain,
});

/**
 * An audit's stream as history reads it: its run and its verdict (the latest, a re-judge's when
 * there is one), without the stored evidence, which the technical report and the evidence diff
 * show. Its company is its batch's.
 */
export const evolveAuditView = (view: EntityView | null, event: AuditEvent): EntityView | null => {
  switch (event.type) {
    case 'AuditStarted':
      return { ...view, auditId: event.data.auditId, batchId: event.data.batchId, status: 'RUNNING', attempts: event.data.attempt, startedAt: event.data.startedAt };
    case 'AuditCompleted':
      return { ...view, auditId: event.data.auditId, batchId: event.data.batchId, status: event.data.verdict.auditStatus, auditedAt: event.data.auditedAt, auditTimeMs: event.data.auditTimeMs, ...verdictFields(event.data) };
    case 'AuditRejudged':
      return { ...view, ...verdictFields(event.data), rejudgedAt: event.data.rejudgedAt, rejudgeReason: event.data.reason };
    case 'AuditFailed':
      return { ...view, auditId: event.data.auditId, batchId: event.data.batchId, status: 'FAILED', attempts: event.data.attempts, failure: event.data.reason, failedAt: event.data.failedAt };
    default:
      return view;
  }
};

export const AUDIT_RUNNER_HISTORY_FOLDS: HistoryFold[] = [
  historyFold<EntityView | null>({
    streamType: 'audit',
    initial: () => null,
    evolve: (view, event) => (isAuditEvent(event) ? evolveAuditView(view, event) : view),
    viewOf: (view) => view,
    parentStreamOf: (view) => (typeof view.batchId === 'string' ? `batch-${view.batchId}` : null),
  }),
];
