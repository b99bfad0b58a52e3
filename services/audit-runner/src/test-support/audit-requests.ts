import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import {
  AUDIT_FINISHED_TYPES,
  auditOptionsFor,
  type AuditOptions,
  type AuditRequested,
  type QueueLetter,
} from '@tracklight/contracts';
import { EventStore, type StoredEvent } from '@tracklight/event-store';

/** Requests audits the way the batches service does: AuditRequested events on a batch stream. */
export const requestAudits = async (
  app: INestApplication,
  links: { link: string; options?: Partial<AuditOptions> }[],
  queue: QueueLetter = 'a',
): Promise<{ batchId: string; auditIds: string[] }> => {
  const batchId = randomUUID();
  const requests: AuditRequested[] = links.map(({ link, options }) => ({
    type: 'AuditRequested',
    data: {
      auditId: randomUUID(),
      batchId,
      companyId: null,
      requestedBy: null,
      queue,
      options: auditOptionsFor(link, options),
      allowChromiumFlags: false,
    },
  }));
  await app.get(EventStore).append(`batch-${batchId}`, requests, 'no-stream', {
    actorUserId: null,
    correlationId: batchId,
  });
  return { batchId, auditIds: requests.map((r) => r.data.auditId) };
};

/** Waits until every audit's stream ends in AuditCompleted or AuditFailed; returns those events. */
export const awaitAudits = async (app: INestApplication, auditIds: string[], ms: number): Promise<Map<string, StoredEvent>> => {
  const store = app.get(EventStore);
  const finished = new Map<string, StoredEvent>();
  const deadline = Date.now() + ms;
  while (finished.size < auditIds.length) {
    if (Date.now() > deadline) {
      throw new Error(`${auditIds.length - finished.size} of ${auditIds.length} audits unfinished after ${ms} ms`);
    }
    for (const auditId of auditIds.filter((id) => !finished.has(id))) {
      const last = (await store.readStream(`audit-${auditId}`)).events.at(-1);
      if (last && (AUDIT_FINISHED_TYPES as readonly string[]).includes(last.type)) finished.set(auditId, last);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return finished;
};
