import type { AuditEvidence, AuditOptions } from './audit-evidence';
import type { AuditVerdict } from './audit-verdict';

export type QueueLetter = 'a' | 'b' | 'c' | 'superuser';

/**
 * On the batch stream (`batch-<id>`), appended with BatchSubmitted in one write, one per link:
 * the audit engine's jobs are made from these. The event store is the record of requested work.
 */
export interface AuditRequested {
  type: 'AuditRequested';
  data: {
    auditId: string;
    batchId: string;
    companyId: string | null;
    requestedBy: string | null;
    queue: QueueLetter;
    options: AuditOptions;
    /** Superuser-only Chromium flags are honoured only when a superuser asked. */
    allowChromiumFlags: boolean;
  };
}

/** `audit-<id>`: the browser has taken the audit (attempt counts retries after crashes). */
export interface AuditStarted {
  type: 'AuditStarted';
  data: { auditId: string; batchId: string; attempt: number; startedAt: string };
}

/** `audit-<id>`: the audit ran and was judged, whatever the verdict (NOT_AUDITED included). */
export interface AuditCompleted {
  type: 'AuditCompleted';
  data: {
    auditId: string;
    batchId: string;
    networkId: string | null;
    networkName: string | null;
    advertiserId: string | null;
    evidence: AuditEvidence;
    verdict: AuditVerdict;
    auditTimeMs: number;
    auditedAt: string;
  };
}

/** `audit-<id>`: the engine itself could not run the audit (browser crashed on the retry too). */
export interface AuditFailed {
  type: 'AuditFailed';
  data: { auditId: string; batchId: string; reason: string; attempts: number; failedAt: string };
}

export type AuditEvent = AuditStarted | AuditCompleted | AuditFailed;

export const AUDIT_STREAM = 'audit';
export const AUDIT_FINISHED_TYPES = ['AuditCompleted', 'AuditFailed'] as const;
