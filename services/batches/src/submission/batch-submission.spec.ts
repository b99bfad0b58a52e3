import type { BatchLinkRecord } from '@tracklight/contracts';
import type { NewEvent, StoredEvent } from '@tracklight/event-store';
import { foldBatch } from '../lifecycle/batch.state';
import { decideSubmission, submissionEvents, type BatchSubmission } from './batch-submission';

const link = (linkId: string, order: number): BatchLinkRecord => ({
  linkId,
  order,
  link: `https://shop.test/${linkId}`,
  userDefinedNetwork: null,
  userDefinedMerchant: null,
  placement: null,
  name: null,
  tagA: null,
  tagB: null,
  tagC: null,
  tagD: null,
  tagE: null,
  countryCode: 'GB',
  proxyYN: false,
  proxyCountryCode: null,
  cookieType: 'none',
  cookieName: null,
  cookieValue: null,
  customAni: null,
  referrer: null,
  customMasterTag: null,
  extraTimeout: 0,
  postAlpURL: null,
  skipConsent: false,
  puppeteerFlags: null,
});
const submission: BatchSubmission = {
  batchId: 'b1',
  owner: { id: 'u1', name: 'Pat', email: 'pat@example.com', companyId: 'company-1', companyName: 'Shop Ltd' },
  queue: 'a',
  meta: { name: 'Spring', description: null, mobile: false, proxy: 'none', userAgent: false, useResidentialProxy: false, notifyOnComplete: false, standDownMrAs: false },
  links: [link('l1', 1), link('l2', 2)],
  csv: null,
  templateId: null,
  scheduledFor: null,
  submittedAt: '2026-12-01T09:00:00.000Z',
  requestedBy: 'u1',
  allowChromiumFlags: false,
};
/** Given the batch stream's events so far, its state. */
const given = (...events: NewEvent[]) => foldBatch(events as unknown as StoredEvent[]);

describe('a batch submission (given / when / then)', () => {
  const events = submissionEvents(submission);

  it('stores BatchSubmitted and one AuditRequested per link on a new stream', () => {
    expect(decideSubmission(given(), events)).toEqual({ events, result: 'stored' });
    expect(events.map((event) => event.type)).toEqual(['BatchSubmitted', 'AuditRequested', 'AuditRequested']);
  });

  it('stores nothing more when its own earlier attempt stored it (the same audits)', () => {
    expect(decideSubmission(given(...events), events)).toEqual({ events: [], result: 'stored-before' });
  });

  it('stores nothing when the id is another batch\'s (other audits)', () => {
    const another = submissionEvents(submission);
    expect(decideSubmission(given(...another), events)).toEqual({ events: [], result: 'id-taken' });
  });
});
