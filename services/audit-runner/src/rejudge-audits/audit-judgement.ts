// The audit stream read for judging again: the evidence AuditCompleted recorded, and the latest
// verdict on it (AuditCompleted's, or the last AuditRejudged's).
import { isAuditCompleted, isAuditRejudged, type AuditEvidence, type AuditVerdict } from '@tracklight/contracts';
import type { StoredEvent, StorePosition } from '@tracklight/event-store';

/** One verdict on the evidence, and what judged it. */
export interface Judgement {
  networkId: string | null;
  networkName: string | null;
  /** Version of the `network-<id>` stream whose definition judged; null when not known or no network. */
  networkVersion: number | null;
  advertiserId: string | null;
  verdict: AuditVerdict;
}

/** A completed audit as its stream tells it. */
export interface JudgedAudit {
  auditId: string;
  batchId: string;
  evidence: AuditEvidence;
  judgement: Judgement;
  /** Where AuditCompleted stands in the store: which network definitions had been recorded by then. */
  completedAt: StorePosition;
  /** The stream's version, for appending with the expected version. */
  version: bigint;
}

/** Null until the audit completed (a running or failed audit has no evidence to judge). */
export function foldJudgedAudit(events: readonly StoredEvent[]): JudgedAudit | null {
  let audit: JudgedAudit | null = null;
  for (const event of events) {
    if (isAuditCompleted(event)) {
      const { data } = event;
      audit = {
        auditId: data.auditId,
        batchId: data.batchId,
        evidence: data.evidence,
        judgement: {
          networkId: data.networkId,
          networkName: data.networkName,
          // Absent on audits completed before the runner recorded it: told from the store's order then.
          networkVersion: data.networkVersion ?? null,
          advertiserId: data.advertiserId,
          verdict: data.verdict,
        },
        completedAt: event.position,
        version: event.streamPosition,
      };
    } else if (isAuditRejudged(event) && audit) {
      const { data } = event;
      audit.judgement = {
        networkId: data.networkId,
        networkName: data.networkName,
        networkVersion: data.networkVersion,
        advertiserId: data.advertiserId,
        verdict: data.verdict,
      };
    }
    if (audit) audit.version = event.streamPosition;
  }
  return audit;
}
