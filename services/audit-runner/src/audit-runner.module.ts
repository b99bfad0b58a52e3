import { Module, type OnModuleInit } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { BullMqJobQueue, InProcessJobQueue, PendingJobs1763780100000, PendingWorkProjection } from '@tracklight/jobs';
import { ProjectionHost, SETTINGS } from '@tracklight/platform';
import { CmsModule } from '../../cms/src/cms.module';
import { AuditBrowser } from './browser';
import { AUDIT_WORK_LIFECYCLE } from './request-audit/audit-work-lifecycle';
import { AuditRequestsConsumer } from './request-audit/audit-requests.consumer';
import { AUDIT_QUEUE } from './run-audit/audit-job';
import { AuditWorker } from './run-audit/audit-worker';
import { browserSettingsFrom } from './run-audit/browser-settings';
import { AuditRunner } from './run-audit/run-audit.handler';
import { ScreenshotsController } from './screenshots/screenshots.controller';

export const AUDIT_RUNNER_MIGRATIONS = [PendingJobs1763780100000];

/**
 * Runs audits: takes AuditRequested events onto the queues (BullMQ with REDIS_URL, else in
 * process), and works them in a real Chromium, recording each audit's stream.
 */
@Module({
  imports: [CmsModule],
  controllers: [ScreenshotsController],
  providers: [
    {
      provide: AUDIT_QUEUE,
      inject: [SETTINGS],
      useFactory: (settings: Settings) =>
        settings.REDIS_URL ? new BullMqJobQueue(settings.REDIS_URL, 'audits') : new InProcessJobQueue(),
    },
    {
      provide: AuditBrowser,
      inject: [SETTINGS],
      useFactory: (settings: Settings) => new AuditBrowser(browserSettingsFrom(settings)),
    },
    AuditRunner,
    AuditWorker,
    AuditRequestsConsumer,
  ],
  exports: [AUDIT_QUEUE],
})
export class AuditRunnerModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionHost) {}

  onModuleInit(): void {
    this.projections.register(new PendingWorkProjection(AUDIT_WORK_LIFECYCLE));
  }
}
