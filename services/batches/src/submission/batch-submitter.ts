import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { COMPANY_QUOTAS, failure, type CompanyQuotas } from '@tracklight/access';
import { decideOnStream, EventStore, StreamVersionConflictError, type CommandContext } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { foldBatch } from '../lifecycle/batch.state';
import { batchStream, decideSubmission, submissionEvents, type BatchSubmission, type SubmissionOutcome } from './batch-submission';

export class QuotaRefusedError extends Error {}

/**
 * Takes the links out of the company's allowance, then stores the batch. The reservation is
 * atomic, so it comes first; the batch's brand-new stream is then decided on (decideSubmission),
 * retried on transient failures, a stream found there on retry being this submission's own. A
 * batch that is still not stored hands the reservation back. The reservation is keyed by the
 * batch's id, so one id holds at most one reservation however often it is asked.
 */
@Injectable()
export class BatchSubmitter {
  private readonly logger = new Logger(BatchSubmitter.name);

  constructor(
    private readonly store: EventStore,
    @Inject(COMPANY_QUOTAS) private readonly quotas: CompanyQuotas,
  ) {}

  async exists(batchId: string): Promise<boolean> {
    return (await this.store.readStream(batchStream(batchId))).version > 0n;
  }

  /** Answers the batch id; throws QuotaRefusedError with the quota's message when refused. */
  async submit(submission: BatchSubmission, context: CommandContext): Promise<string> {
    const links = submission.links.length;
    // A cheap read first, so a refusal never touches the reservation stream.
    const quota = await this.quotas.quota(submission.owner.companyId);
    if (quota && !quota.unlimited && links > quota.maxBatchSize)
      throw new QuotaRefusedError(`A batch may hold at most ${quota.maxBatchSize} links; this one has ${links}.`);
    // Keyed by the batch's id: asked again (an answer lost on the way), auth reserves nothing more.
    const reservation = await this.quotas.reserve(submission.owner.companyId, links, submission.batchId, {
      ...context,
      causationId: submission.batchId,
    });
    if (!reservation.reserved) throw new QuotaRefusedError(reservation.errorMessage);
    const stream = batchStream(submission.batchId);
    const events = submissionEvents(submission);
    for (let attempt = 1; ; attempt++) {
      let outcome: SubmissionOutcome;
      try {
        outcome = await decideOnStream(this.store, stream, foldBatch, context, (state) => decideSubmission(state, events));
      } catch (error) {
        if (attempt < 3) {
          await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          continue;
        }
        // A failed answer is not always a failed write: hand back only what is surely not stored.
        if (await this.exists(submission.batchId).catch(() => false)) return submission.batchId;
        return this.notStored(submission, context, error);
      }
      if (outcome !== 'id-taken') return submission.batchId;
      // Another submission stored this id (two schedulers racing for a template's slot): the one
      // reservation under the id is that batch's, so nothing is handed back. Logged as what it is.
      this.logger.error({ err: new StreamVersionConflictError(stream, 'no-stream'), batchId: submission.batchId }, 'batch id taken by another submission');
      throw unavailable();
    }
  }

  private async notStored(submission: BatchSubmission, context: CommandContext, cause: unknown): Promise<never> {
    await this.handBack(submission, context, cause);
    throw unavailable();
  }

  /** A batch that was not stored gives its reserved audits back, so nothing is left half done. */
  private async handBack(submission: BatchSubmission, context: CommandContext, cause: unknown): Promise<void> {
    const { batchId, owner, links } = { ...submission, links: submission.links.length };
    try {
      await this.quotas.release(owner.companyId, batchId, { ...context, causationId: batchId });
      this.logger.error({ err: cause, batchId, companyId: owner.companyId, links }, 'batch not stored; its audits were handed back');
    } catch (error) {
      this.logger.error({ err: error, cause, batchId, companyId: owner.companyId, links }, 'batch not stored and its audits could not be handed back');
    }
  }
}

const unavailable = () => new HttpException(failure(HttpStatus.SERVICE_UNAVAILABLE, 'The batch could not be stored. Please try again.'), HttpStatus.SERVICE_UNAVAILABLE);

export const refusal = (error: unknown): never => {
  if (error instanceof QuotaRefusedError) throw badRequest(error.message);
  throw error;
};
