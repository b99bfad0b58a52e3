import type { StoredEvent } from '@tracklight/event-store';
import { awinClick } from '../verdict/test-support/evidence-builders';
import { foldJudgedAudit } from './audit-judgement';

const verdict = awinClick().evaluate();
const evidence = awinClick().build();

const stored = (type: string, data: object, streamPosition: number): StoredEvent => ({
  type,
  data: data as Record<string, unknown>,
  metadata: { eventId: `e${streamPosition}`, schemaVersion: 1, occurredAt: '2026-11-25T10:00:00Z', actorUserId: null, correlationId: 'c', causationId: null },
  streamName: 'audit-a1',
  streamPosition: BigInt(streamPosition),
  position: { transactionId: BigInt(100 + streamPosition), globalPosition: BigInt(streamPosition) },
});

const started = stored('AuditStarted', { auditId: 'a1', batchId: 'b1', attempt: 1, startedAt: '' }, 1);
const completed = (extra: object = {}) =>
  stored('AuditCompleted', { auditId: 'a1', batchId: 'b1', networkId: 'awin', networkName: 'AWIN', advertiserId: 'adv', evidence, verdict, auditTimeMs: 1, auditedAt: '', ...extra }, 2);

describe('foldJudgedAudit', () => {
  it('has nothing to judge before the audit completed', () => {
    expect(foldJudgedAudit([])).toBeNull();
    expect(foldJudgedAudit([started])).toBeNull();
  });

  it('holds the evidence and the first verdict, with where it was recorded', () => {
    const audit = foldJudgedAudit([started, completed()]);
    expect(audit).toMatchObject({
      auditId: 'a1',
      batchId: 'b1',
      evidence,
      judgement: { networkId: 'awin', networkName: 'AWIN', networkVersion: null, advertiserId: 'adv', verdict },
      completedAt: { transactionId: 102n, globalPosition: 2n },
      version: 2n,
    });
    expect(foldJudgedAudit([started, completed({ networkVersion: 3 })])?.judgement.networkVersion).toBe(3);
  });

  it('takes the latest re-judged verdict, keeping the evidence', () => {
    const rejudged = stored(
      'AuditRejudged',
      { auditId: 'a1', batchId: 'b1', networkId: 'impact', networkName: 'Impact', networkVersion: 2, advertiserId: 'adv', verdict: { ...verdict, memoryCookieStatus: 'OTHER' } },
      3,
    );
    const audit = foldJudgedAudit([started, completed(), rejudged]);
    expect(audit?.judgement).toMatchObject({ networkId: 'impact', networkVersion: 2, verdict: { memoryCookieStatus: 'OTHER' } });
    expect(audit?.evidence).toBe(evidence);
    expect(audit?.version).toBe(3n);
  });
});
