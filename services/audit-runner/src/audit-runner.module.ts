import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { BullMqJobQueue, InProcessJobQueue, PendingJobs1763780100000, PendingWorkProjection, type JobQueue } from '@tracklight/jobs';
import { ProductMetrics } from '@tracklight/metrics';
import { AuditFiles, ProjectionHost, SETTINGS } from '@tracklight/platform';
import { SiteAppAssociationsFetcher } from './app-associations/site-app-associations';
import { AuditLogs } from './audit-logs/audit-log';
import { AuditBrowser } from './browser';
import { LiteRunner } from './lite/lite-runner';
import { ResidentialRetryRunner } from './residential-retry/residential-retry';
import { AUDIT_WORK_LIFECYCLE } from './request-audit/audit-work-lifecycle';
import { AuditRequestsConsumer } from './request-audit/audit-requests.consumer';
import { AuditRunnerJudgedAudits1764100000000 } from './migrations/1764100000000-audit-runner-judged-audits';
import { JudgedAuditsProjection } from './rejudge-audits/judged-audits.projection';
import { AUDIT_QUEUE, companyOf, type AuditJob } from './run-audit/audit-job';
import { AuditWorker } from './run-audit/audit-worker';
import { browserSettingsFrom } from './run-audit/browser-settings';
import { AuditRunner } from './run-audit/run-audit.handler';
import { AuditFilesPublisher } from './screenshots/audit-files-publisher';
import { ScreenshotsController } from './screenshots/screenshots.controller';

export const AUDIT_RUNNER_MIGRATIONS = [PendingJobs1763780100000, AuditRunnerJudgedAudits1764100000000];

/**
 * Runs audits: takes AuditRequested events onto the queues (BullMQ with REDIS_URL, else in
 * process), and works them in a real Chromium, recording each audit's stream. Keeps the index of
 * judged audits that re-judging reads (AuditRunnerApiModule). Judges by the cms ports of
 * libs/contracts (NETWORK_CATALOGUE, ADVERTISER_DIRECTORY), which the process's composition root
 * provides (CMS_PORTS, in the all-in-one app and the worker's main).
 */
@Module({
  controllers: [ScreenshotsController],
  providers: [
    {
      provide: AUDIT_QUEUE,
      inject: [SETTINGS],
      useFactory: (settings: Settings) =>
        settings.REDIS_URL
          ? new BullMqJobQueue<AuditJob>(settings.REDIS_URL, 'audits', { lockDurationMs: settings.AUDIT_JOB_LOCK_MS, groupOf: companyOf })
          : new InProcessJobQueue<AuditJob>(companyOf),
    },
    {
      provide: AuditBrowser,
      inject: [SETTINGS, ProductMetrics],
      useFactory: (settings: Settings, metrics: ProductMetrics) =>
        new AuditBrowser(browserSettingsFrom(settings), { onRelaunch: () => metrics.browserRestarts.inc() }),
    },
    {
      provide: AuditLogs,
      inject: [AuditFiles, SETTINGS],
      useFactory: (files: AuditFiles, settings: Settings) => new AuditLogs(files, settings.LOG_LEVEL),
    },
    AuditRunner,
    AuditFilesPublisher,
    LiteRunner,
    ResidentialRetryRunner,
    SiteAppAssociationsFetcher,
    AuditWorker,
    AuditRequestsConsumer,
    JudgedAuditsProjection,
  ],
  exports: [AUDIT_QUEUE, JudgedAuditsProjection],
})
export class AuditRunnerModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionHost,
    private readonly judgedAudits: JudgedAuditsProjection,
    private readonly metrics: ProductMetrics,
    @Inject(AUDIT_QUEUE) private readonly queue: JobQueue<AuditJob>,
  ) {}

  onModuleInit(): void {
    this.projections.register(new PendingWorkProjection(AUDIT_WORK_LIFECYCLE));
    this.projections.register(this.judgedAudits);
    this.metrics.watchAuditQueue(() => this.queue.waiting());
  }
}
