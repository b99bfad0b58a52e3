import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { BatchesController } from './lifecycle/batches.controller';
import { BatchesResolver } from './lifecycle/batches.resolver';
import { DeleteRestoreHandler } from './lifecycle/delete-restore/delete-restore.handler';
import { OwnerDirectory } from './lifecycle/owner-directory';
import { RerunAuditHandler } from './lifecycle/rerun-audit/rerun-audit.handler';
import { UpdateBatchHandler } from './lifecycle/update-batch/update-batch.handler';
import { BatchQueries } from './read-model/batch-queries';
import { BatchesReadModels } from './read-model/batches-read-models';
import { CLOCK, systemClock, type Clock } from './shared/clock';
import { BatchSubmitter } from './submission/batch-submitter';
import { SubmitBatchController } from './submission/submit-batch/submit-batch.controller';
import { SubmitBatchHandler } from './submission/submit-batch/submit-batch.handler';
import { DeleteTemplateHandler } from './templates/delete-template/delete-template.handler';
import { EditTemplateHandler } from './templates/edit-template/edit-template.handler';
import { TemplateRunner } from './templates/run-template/template-runner';
import { SCHEDULER_INTERVAL, TemplateScheduler } from './templates/scheduler/template-scheduler';
import { TemplateLinkEditor } from './templates/template-links/template-link-editor';
import { TemplatesResolver } from './templates/templates.resolver';

export interface BatchesModuleOptions {
  /** Tests pass a controllable clock. */
  clock?: Clock;
  /** How often the template scheduler looks for due slots; null: never by itself (tests call tick). */
  schedulerIntervalMs?: number | null;
}

const SCHEDULER_EVERY_MS = 15_000;

/**
 * Batch submission (POST /audit), the batch read model and lifecycle, GraphQL batch operations.
 * Needs PlatformModule (with BATCHES_MIGRATIONS), AccessModule (with BATCHES_OPERATIONS) and a
 * COMPANY_QUOTAS provider (auth's own in a process that is auth's too, else a call to auth's process).
 */
@Module({})
export class BatchesModule {
  static forRoot(options: BatchesModuleOptions = {}): DynamicModule {
    return {
      module: BatchesModule,
      // COMPANY_QUOTAS (libs/access) is the auth service's port, provided by the process's
      // composition root (AUTH_QUOTAS, or REMOTE_COMPANY_QUOTAS in the batches process).
      imports: [ScheduleModule.forRoot()],
      controllers: [SubmitBatchController, BatchesController],
      providers: [
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        BatchSubmitter,
        SubmitBatchHandler,
        BatchQueries,
        BatchesReadModels,
        OwnerDirectory,
        UpdateBatchHandler,
        DeleteRestoreHandler,
        RerunAuditHandler,
        BatchesResolver,
        { provide: SCHEDULER_INTERVAL, useValue: options.schedulerIntervalMs === undefined ? SCHEDULER_EVERY_MS : options.schedulerIntervalMs },
        TemplateLinkEditor,
        EditTemplateHandler,
        TemplateRunner,
        DeleteTemplateHandler,
        TemplateScheduler,
        TemplatesResolver,
      ],
    };
  }
}
