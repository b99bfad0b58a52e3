import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { BatchesReadModels } from '../../read-model/batches-read-models';
import { CLOCK, type Clock } from '../../shared/clock';
import { badRequest } from '@tracklight/access';
import { LinkInputError, toLinkRecord } from '../batch-link.input';
import { toBatchMeta } from '../batch-meta.input';
import { BatchSubmitter, refusal } from '../batch-submitter';
import { chooseQueue } from '../queue-choice';
import type { SubmitBatchCommand } from './submit-batch.command';

export interface SubmitBatchResult {
  id: string;
  batchId: string;
  numLinks: number;
  queueLetter: string;
}

/** Validates the whole batch first: one bad row refuses it all and nothing is stored or reserved. */
@Injectable()
export class SubmitBatchHandler {
  constructor(
    private readonly submitter: BatchSubmitter,
    private readonly readModels: BatchesReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ user, meta: rawMeta, links: rawLinks, csv, context }: SubmitBatchCommand): Promise<SubmitBatchResult> {
    let meta;
    let links;
    try {
      meta = toBatchMeta(rawMeta);
      if (rawLinks.length === 0) throw new LinkInputError('Batches must have at least one link');
      links = rawLinks.map((raw, i) => toLinkRecord(raw, i + 1, randomUUID(), user, meta!.proxy));
    } catch (error) {
      if (error instanceof LinkInputError) throw badRequest(error.message);
      throw error;
    }
    const choice = chooseQueue(user, links.length, meta.queueLetter);
    if ('error' in choice) throw badRequest(choice.error);
    const { queueLetter: _chosen, ...batchMeta } = meta;
    const batchId = randomUUID();
    await this.submitter
      .submit(
        {
          batchId,
          owner: { id: user.id, name: user.name, email: user.email, companyId: user.companyId, companyName: user.companyName },
          queue: choice.queue,
          meta: batchMeta,
          links,
          csv,
          templateId: null,
          scheduledFor: null,
          submittedAt: this.clock.now().toISOString(),
          requestedBy: user.id,
          allowChromiumFlags: user.isSuperAdmin,
        },
        context,
      )
      .catch(refusal);
    // The submitter lands on the batch list next (newBatch): let it be there.
    await this.readModels.catchUp();
    return { id: batchId, batchId, numLinks: links.length, queueLetter: choice.queue };
  }
}
