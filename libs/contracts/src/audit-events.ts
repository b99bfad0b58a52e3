import { eventGuard } from './event-guard';
import type { AuditEvidence, AuditOptions } from './audit-evidence';
import type { AuditVerdict } from './audit-verdict';
import type { AdvertiserSighting } from './cms-ports';
import type { LiteResult, ResidentialRetry, SiteAppAssociations } from './audit-second-runs';

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
    /**
     * The version of the network's stream (network-<id>) whose definition and success criteria
     * judged this audit; null when no network was recognised. Absent on audits completed before
     * versions were recorded.
     */
    networkVersion?: number | null;
    advertiserId: string | null;
    /**
     * What identified the advertiser (with networkId and auditId, the whole sighting): cms records
     * an advertiser first seen here on its own stream. Absent on audits completed before cms
     * recorded advertisers from these, and null when no advertiser was identified.
     */
    advertiserSeen?: Pick<AdvertiserSighting, 'networkAdvertiserId' | 'domain'> | null;
    evidence: AuditEvidence;
    verdict: AuditVerdict;
    auditTimeMs: number;
    auditedAt: string;
    /** The Lite second opinion, when the batch asked for it or the verdict called for it. */
    lite?: LiteResult | null;
    /** Present when the data-centre run was blocked and the audit ran again residentially. */
    residentialRetry?: ResidentialRetry | null;
    siteAppAssociations?: SiteAppAssociations | null;
  };
}

/** `audit-<id>`: the engine itself could not run the audit (browser crashed on the retry too). */
export interface AuditFailed {
  type: 'AuditFailed';
  data: { auditId: string; batchId: string; reason: string; attempts: number; failedAt: string };
}

/**
 * `audit-<id>`: the stored evidence judged again under the network definitions and CMS settings of
 * the day (a super admin's re-judge), appended only when the verdict changed. The AuditCompleted
 * before it keeps the original verdict; the latest of the two is the audit's verdict.
 */
export interface AuditRejudged {
  type: 'AuditRejudged';
  data: {
    auditId: string;
    batchId: string;
    networkId: string | null;
    networkName: string | null;
    /** Version of the `network-<id>` stream whose definition judged it; null with no network. */
    networkVersion: number | null;
    advertiserId: string | null;
    verdict: AuditVerdict;
    /** The verdict this one replaces, as the audit's history showed it just before. */
    previous: {
      memoryCookieStatus: AuditVerdict['memoryCookieStatus'];
      moonpullErrors: string[];
      networkId: string | null;
      networkVersion: number | null;
    };
    /** Why the verdict changed, in words (shown in the re-judge table and the audit's history). */
    reason: string;
    rejudgedAt: string;
  };
}

export type AuditEvent = AuditStarted | AuditCompleted | AuditFailed | AuditRejudged;

export const AUDIT_STREAM = 'audit';
export const AUDIT_FINISHED_TYPES = ['AuditCompleted', 'AuditFailed'] as const;
export const isAuditEvent = eventGuard<AuditEvent>(['AuditStarted', 'AuditCompleted', 'AuditFailed', 'AuditRejudged']);
export const isAuditRequested = eventGuard<AuditRequested>(['AuditRequested']);
export const isAuditCompleted = eventGuard<AuditCompleted>(['AuditCompleted']);
export const isAuditRejudged = eventGuard<AuditRejudged>(['AuditRejudged']);
