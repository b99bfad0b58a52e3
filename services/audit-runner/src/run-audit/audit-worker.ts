import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import type { JobQueue, JobWorker } from '@tracklight/jobs';
import { LIVE_WORK, SETTINGS } from '@tracklight/platform';
import { AuditBrowser } from '../browser';
import { AUDIT_QUEUE, type AuditJob } from './audit-job';
import { AuditRunner } from './run-audit.handler';

/** Takes audit jobs from every queue, AUDIT_CONCURRENCY at a time, with one browser per process. */
@Injectable()
export class AuditWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AuditWorker.name);
  private worker: JobWorker | null = null;

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(AUDIT_QUEUE) private readonly queue: JobQueue<AuditJob>,
    private readonly runner: AuditRunner,
    private readonly browser: AuditBrowser,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.live || !this.settings.AUDIT_WORKER) return;
    this.worker = this.queue.work(async (job) => {
      try {
        await this.runner.run(job.data);
      } catch (error) {
        this.logger.warn({ err: error, auditId: job.id, attempt: job.attempt }, 'audit attempt failed; it will be retried');
        throw error;
      }
    }, this.settings.AUDIT_CONCURRENCY);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await this.browser.close();
  }
}
