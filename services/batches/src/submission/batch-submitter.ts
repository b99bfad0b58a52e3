import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { COMPANY_QUOTAS, failure, type CompanyQuotas } from '@tracklight/access';
import { EventStore, StreamVersionConflictError, type CommandContext } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { batchStream, submissionEvents, type BatchSubmission } from './batch-submission';

export class QuotaRefusedError extends Error {}

/**
 * Takes the links out of the company's allowance, then stores the batch. The order matters: the
 * reservation is atomic and cannot be handed back (the quota port has no release), so it comes
 * first and the append that follows is made as sure as it can be: a brand-new stream written with
 * 'no-stream', retried on transient failures, and a conflict on retry read back as "already ours".
 * An append that still fails leaves the reservation counted, logged with the batch id that never
 * was, for a super admin to grant back.
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
          this.logger.error(
            { err: error, batchId: submission.batchId, companyId: submission.owner.companyId, links },
            'batch not stored after its audits were reserved',
          );
          throw new HttpException(
            failure(HttpStatus.SERVICE_UNAVAILABLE, 'The batch could not be stored. Please try again.'),
            HttpStatus.SERVICE_UNAVAILABLE,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }
}

export const refusal = (error: unknown): never => {
  if (error instanceof QuotaRefusedError) throw badRequest(error.message);
  throw error;
};
