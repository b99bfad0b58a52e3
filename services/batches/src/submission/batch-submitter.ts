import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { COMPANY_QUOTAS, failure, type CompanyQuotas } from '@tracklight/access';
import { EventStore, StreamVersionConflictError, type CommandContext } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { batchStream, submissionEvents, type BatchSubmission } from './batch-submission';

export class QuotaRefusedError extends Error {}

/**
 * Takes the links out of the company's allowance, then stores the batch. The reservation is
 * atomic, so it comes first; the append that follows is a brand-new stream written with
 * 'no-stream', retried on transient failures, and a conflict on retry read back as "already ours".
 * An append that still fails hands the reservation back.
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
    const reservation = await this.quotas.reserve(submission.owner.companyId, links, {
      ...context,
      causationId: submission.batchId,
    });
    if (!reservation.reserved) throw new QuotaRefusedError(reservation.errorMessage);
    const events = submissionEvents(submission);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.store.append(batchStream(submission.batchId), events, 'no-stream', context);
        return submission.batchId;
      } catch (error) {
        // An earlier attempt that committed but whose answer was lost looks like a conflict now.
        if (error instanceof StreamVersionConflictError && attempt > 1 && (await this.exists(submission.batchId)))
          return submission.batchId;
        if (error instanceof StreamVersionConflictError || attempt >= 3) {
          // A failed answer is not always a failed write: hand back only what is surely not stored.
          if (!(error instanceof StreamVersionConflictError) && (await this.exists(submission.batchId).catch(() => false)))
            return submission.batchId;
          await this.handBack(submission, reservation.quota.nextResetDate, context, error);
          throw new HttpException(
            failure(HttpStatus.SERVICE_UNAVAILABLE, 'The batch could not be stored. Please try again.'),
            HttpStatus.SERVICE_UNAVAILABLE,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  /** A batch that was not stored gives its reserved audits back, so nothing is left half done. */
  private async handBack(submission: BatchSubmission, period: string, context: CommandContext, cause: unknown): Promise<void> {
    const { batchId, owner, links } = { ...submission, links: submission.links.length };
    try {
      await this.quotas.release(owner.companyId, links, period, { ...context, causationId: batchId });
      this.logger.error({ err: cause, batchId, companyId: owner.companyId, links }, 'batch not stored; its audits were handed back');
    } catch (error) {
      this.logger.error({ err: error, cause, batchId, companyId: owner.companyId, links }, 'batch not stored and its audits could not be handed back');
    }
  }
}

export const refusal = (error: unknown): never => {
  if (error instanceof QuotaRefusedError) throw badRequest(error.message);
  throw error;
};
