import { randomUUID } from 'node:crypto';
import { auditOptionsFor, type AuditRequested, type BatchEvents, type BatchLinkRecord, type BatchMeta, type BatchOwner, type QueueLetter } from '@tracklight/contracts';
import type { Decision, NewEvent } from '@tracklight/event-store';
import type { BatchState } from '../lifecycle/batch.state';

export const batchStream = (batchId: string): string => `batch-${batchId}`;

export interface BatchSubmission {
  batchId: string;
  owner: BatchOwner;
  queue: QueueLetter;
  meta: BatchMeta;
  links: BatchLinkRecord[];
  csv: string | null;
  templateId: string | null;
  scheduledFor: string | null;
  submittedAt: string;
  requestedBy: string | null;
  /** Superuser-only Chromium flags ride along only when a super admin asked. */
  allowChromiumFlags: boolean;
}

/** BatchSubmitted then one AuditRequested per link: one append, so all or none are stored. */
export const submissionEvents = (s: BatchSubmission): NewEvent[] => {
  const links = s.links.map((link) => ({ ...link, auditId: randomUUID() }));
  const submitted: { type: 'BatchSubmitted'; data: BatchEvents['BatchSubmitted'] } = {
    type: 'BatchSubmitted',
    data: {
      batchId: s.batchId,
      companyId: s.owner.companyId,
      owner: s.owner,
      queue: s.queue,
      meta: s.meta,
      links,
      csv: s.csv,
      templateId: s.templateId,
      scheduledFor: s.scheduledFor,
      submittedAt: s.submittedAt,
    },
  };
  const requests: AuditRequested[] = links.map((link) => auditRequestFor(s, link, link.auditId));
  return [submitted, ...requests] as NewEvent[];
};

/** What became of a submission's write: stored now, stored by its own earlier attempt, or refused. */
export type SubmissionOutcome = 'stored' | 'stored-before' | 'id-taken';

/**
 * A batch's stream is written once, by its submission (`events`, made once for all its attempts).
 * A stream already there is this submission's own earlier attempt, whose answer was lost, when it
 * requests the same audits (their ids were drawn for this submission alone); else the id is taken.
 */
export const decideSubmission = (state: BatchState | null, events: NewEvent[]): Decision<SubmissionOutcome> => {
  if (!state) return { events, result: 'stored' };
  const submitted = events[0].data as unknown as BatchEvents['BatchSubmitted'];
  const audits = (links: readonly { auditId: string }[]) => links.map((link) => link.auditId).join(' ');
  return { events: [], result: audits(state.submitted.links) === audits(submitted.links) ? 'stored-before' : 'id-taken' };
};

export const auditRequestFor = (
  s: Pick<BatchSubmission, 'batchId' | 'owner' | 'queue' | 'meta' | 'requestedBy' | 'allowChromiumFlags'>,
  link: BatchLinkRecord,
  auditId: string,
): AuditRequested => ({
  type: 'AuditRequested',
  data: {
    auditId,
    batchId: s.batchId,
    companyId: s.owner.companyId,
    requestedBy: s.requestedBy,
    queue: s.queue,
    allowChromiumFlags: s.allowChromiumFlags,
    options: auditOptionsFor(link.link, {
      countryCode: link.proxyYN && link.proxyCountryCode ? link.proxyCountryCode : link.countryCode,
      userDefinedNetwork: link.userDefinedNetwork,
      referrer: link.referrer,
      mobile: s.meta.mobile,
      useResidentialProxy: s.meta.useResidentialProxy || link.proxyYN,
      extraTimeout: link.extraTimeout,
      cookieType: link.cookieType,
      cookieName: link.cookieName,
      cookieValue: link.cookieValue,
      customAni: link.customAni,
      customMasterTag: link.customMasterTag,
      skipConsent: link.skipConsent,
      postAlpUrl: link.postAlpURL,
      chromiumFlags: s.allowChromiumFlags ? link.puppeteerFlags : null,
      ...(s.meta.useLite ? { runLite: true } : {}),
    }),
  },
});
