import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isAuditRequested } from '@tracklight/contracts';
import type { Settings } from '@tracklight/config';
import { LIVE_WORK, SETTINGS } from '@tracklight/platform';
import { requeueUnfinishedWork, UnfinishedWorkSweeper, type JobQueue } from '@tracklight/jobs';
import { EVENT_TRANSPORT, startWithRetries, subscribeForExternalEffect, type EventTransport, type RetriedStart } from '@tracklight/messaging';
import { AUDIT_QUEUE, type AuditJob } from '../run-audit/audit-job';

/**
 * Turns AuditRequested events into queued jobs. At start, the audits the store shows requested
 * and unfinished are queued again first (the in-process queue forgets on restart; Redis may have
 * been flushed); the queue ignores an audit id it already holds. While the process runs, a
 * sweeper does the same every AUDIT_SWEEP_INTERVAL_MS, for work lost without a restart.
 */
@Injectable()
export class AuditRequestsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuditRequestsConsumer.name);
  private consumer: RetriedStart | null = null;
  private readonly sweeper: UnfinishedWorkSweeper<AuditJob>;

  constructor(
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    private readonly dataSource: DataSource,
    @Inject(AUDIT_QUEUE) private readonly queue: JobQueue<AuditJob>,
    @Inject(SETTINGS) settings: Settings,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {
    this.sweeper = new UnfinishedWorkSweeper(
      dataSource.manager,
      queue,
      settings.AUDIT_SWEEP_INTERVAL_MS,
      (offered) => this.logger.log(`Offered ${offered} unfinished audits to the queue again (those it still held were ignored)`),
      (error) => this.logger.error({ err: error }, 'sweeping unfinished audits failed; trying again at the next interval'),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.live) return;
    const requeued = await requeueUnfinishedWork(this.dataSource.manager, this.queue);
    if (requeued > 0) this.logger.log(`Queued ${requeued} unfinished audits again`);
    // The job's id is the audit's: queued twice, it is there once; run twice, the second finds it done.
    // A broker down at boot holds up nothing: the sweeper queues what the store shows unfinished.
    this.sweeper.start();
    this.consumer = await startWithRetries(
      () =>
        subscribeForExternalEffect(this.transport, this.dataSource, 'audit-runner', ['batches'], async (event) => {
          if (!isAuditRequested(event)) return;
          const job = event.data;
          await this.queue.add(job.queue, job.auditId, job);
        }),
      (consumer) => consumer.stop(),
      (error) => this.logger.warn({ err: error }, 'cannot subscribe to the batches events (broker unreachable?); trying again in 2 s'),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.sweeper.stop();
    await this.consumer?.stop();
  }
}
