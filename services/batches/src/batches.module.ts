import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule } from '../../auth/src/auth.module';
import { Mailer } from '../../auth/src/passwords/mailer';
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

export interface BatchesModuleOptions {
  /** Tests pass a controllable clock. */
  clock?: Clock;
}

/**
 * Batch submission (POST /audit), the batch read model and lifecycle, GraphQL batch operations.
 * Needs PlatformModule (with BATCHES_MIGRATIONS), AccessModule (with BATCHES_OPERATIONS) and a
 * COMPANY_QUOTAS provider (AuthModule).
 */
@Module({})
export class BatchesModule {
  static forRoot(options: BatchesModuleOptions = {}): DynamicModule {
    return {
      module: BatchesModule,
      // COMPANY_QUOTAS: the auth service's quota port.
      imports: [AuthModule],
      controllers: [SubmitBatchController, BatchesController],
      providers: [
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        // The auth service's mailer (SMTP_URL, or logged when unset), a separate instance here.
        Mailer,
        BatchSubmitter,
        SubmitBatchHandler,
        BatchQueries,
        BatchesReadModels,
        OwnerDirectory,
        UpdateBatchHandler,
        DeleteRestoreHandler,
        RerunAuditHandler,
        BatchesResolver,
      ],
    };
  }
}
