import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@tracklight/access';
import type { BatchEvents } from '@tracklight/contracts';
import { EventStore, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { BatchesReadModels } from '../../read-model/batches-read-models';
import { eventFactory, decideOnStream } from '@tracklight/event-store';
import { notFound } from '@tracklight/access';
import { auditRequestFor } from '../../submission/batch-submission';
import { visibleBatch } from '../batch-access';
import { foldBatch } from '../batch.state';

const batchEvent = eventFactory<BatchEvents>();

/**
 * PATCH /audit/{batchId}/{auditId}: the link audited by auditId is audited again, as a new
 * AuditRequested on the batch stream (same queue and options). Counts against no quota: the link
 * was paid for when the batch was submitted.
 */
@Injectable()
export class RerunAuditHandler {
  constructor(
    private readonly store: EventStore,
    private readonly readModels: BatchesReadModels,
  ) {}

  async execute(user: AuthenticatedUser, batchId: string, auditId: string, context: CommandContext): Promise<{ batchId: string; auditId: string }> {
    const newAuditId = randomUUID();
    await decideOnStream(this.store, `batch-${batchId}`, foldBatch, context, (found) => {
      const state = visibleBatch(user, found);
      const linkId = [...state.currentAudit.entries()].find(([, current]) => current === auditId)?.[0];
      const link = state.submitted.links.find((l) => l.linkId === linkId);
      if (!link) throw notFound('That audit is not the latest of any link in this batch.');
      const events: NewEvent[] = [
        batchEvent('BatchLinkRerunRequested', { linkId: link.linkId, auditId: newAuditId, previousAuditId: auditId }),
        auditRequestFor({ ...state.submitted, requestedBy: user.id, allowChromiumFlags: state.submitted.links.some((l) => l.puppeteerFlags) && user.isSuperAdmin }, link, newAuditId) as NewEvent,
      ];
      return { events, result: undefined };
    });
    await this.readModels.catchUp();
    return { batchId, auditId: newAuditId };
  }
}
