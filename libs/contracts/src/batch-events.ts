import type { EventOf } from '@tracklight/event-store';
import { eventGuard } from './event-guard';
import type { QueueLetter } from './audit-events';

// Events of the batches service. `batch-<id>`: a submitted batch (and the AuditRequested events
// appended with it, see audit-events.ts). `template-<id>`: a template batch and its schedule.

export type CookieType = 'none' | '1' | '3';

/** One link of a batch as submitted (spec section 3, Batch link). */
export interface BatchLinkRecord {
  linkId: string;
  order: number;
  link: string;
  userDefinedNetwork: string | null;
  userDefinedMerchant: string | null;
  placement: string | null;
  name: string | null;
  tagA: string | null;
  tagB: string | null;
  tagC: string | null;
  tagD: string | null;
  tagE: string | null;
  countryCode: string;
  proxyYN: boolean;
  proxyCountryCode: string | null;
  cookieType: CookieType;
  cookieName: string | null;
  cookieValue: string | null;
  customAni: string | null;
  referrer: string | null;
  customMasterTag: string | null;
  extraTimeout: number;
  postAlpURL: string | null;
  skipConsent: boolean;
  puppeteerFlags: string | null;
}

/** Batch meta on submission (spec section 3), with the section 9 defaults applied. */
export interface BatchMeta {
  name: string;
  description: string | null;
  mobile: boolean;
  proxy: string;
  userAgent: boolean;
  useResidentialProxy: boolean;
  /** Ask for the Lite second opinion on every link (issue 17); absent on older batches. */
  useLite?: boolean;
  notifyOnComplete: boolean;
  standDownMrAs: boolean;
}

export interface BatchOwner {
  id: string;
  name: string;
  email: string;
  companyId: string;
  companyName: string;
}

export type ScheduleType = 'none' | 'weekly' | 'monthly' | 'custom';

export interface Schedule {
  type: ScheduleType;
  /** weekly: monday..sunday; monthly: '1'..'28'. */
  day: string | null;
  /** HH:MM, UTC. */
  time: string | null;
  cron: string | null;
}

export type BatchEvents = {
  BatchSubmitted: {
    batchId: string;
    companyId: string;
    owner: BatchOwner;
    queue: QueueLetter;
    meta: BatchMeta;
    links: (BatchLinkRecord & { auditId: string })[];
    /** The CSV as uploaded, when the batch came from one. */
    csv: string | null;
    /** A run of a template: which one, and the schedule slot it fills (null: 'Run now'). */
    templateId: string | null;
    scheduledFor: string | null;
    submittedAt: string;
  };
  BatchRenamed: { name: string; description?: string | null };
  BatchOwnerChanged: { owner: BatchOwner };
  BatchForceCompleted: { finishedAt: string };
  BatchSoftDeleted: { deletedAt: string };
  BatchRestored: Record<string, never>;
  /** Appended with the AuditRequested of the rerun, so the link follows its new audit. */
  BatchLinkRerunRequested: { linkId: string; auditId: string; previousAuditId: string };
};

/** The batch stream's events as { type, data }, and the guard that narrows a stored event to them. */
export type BatchEvent = EventOf<BatchEvents>;
const BATCH_EVENT_TYPES: Record<BatchEvent['type'], true> = {
  BatchSubmitted: true,
  BatchRenamed: true,
  BatchOwnerChanged: true,
  BatchForceCompleted: true,
  BatchSoftDeleted: true,
  BatchRestored: true,
  BatchLinkRerunRequested: true,
};
export const isBatchEvent = eventGuard<BatchEvent>(Object.keys(BATCH_EVENT_TYPES) as BatchEvent['type'][]);

export type TemplateEvents = {
  TemplateCreated: {
    templateId: string;
    companyId: string;
    owner: BatchOwner;
    /** Runs of a super admin's template go to the superuser queue (spec section 9). */
    ownerIsSuperAdmin: boolean;
    name: string;
    description: string | null;
    notifyOnComplete: boolean;
    useForLinkAssurance: boolean;
    queue: QueueLetter | null;
  };
  TemplateDetailsChanged: {
    changes: Partial<{
      name: string;
      description: string | null;
      notifyOnComplete: boolean;
      useForLinkAssurance: boolean;
      queue: QueueLetter | null;
      /** Where verdict changes between runs are POSTed (issue 16 item 7); null: no webhook. */
      alertWebhookUrl: string | null;
    }>;
  };
  TemplateLinksUpserted: { links: BatchLinkRecord[] };
  TemplateLinkRemoved: { linkId: string };
  TemplateScheduleChanged: { schedule: Schedule; nextScheduledRunAt: string | null };
  TemplatePaused: Record<string, never>;
  TemplateResumed: { nextScheduledRunAt: string | null };
  /** A run was submitted as batch `runBatchId`; `slot` is the scheduled time it fills (null: Run now). */
  TemplateRunStarted: { runBatchId: string; slot: string | null; startedAt: string; nextScheduledRunAt: string | null };
  TemplateSchedulingFailed: { slot: string; ts: string; message: string; nextScheduledRunAt: string | null };
  TemplateDeleted: { deletedAt: string };
};
