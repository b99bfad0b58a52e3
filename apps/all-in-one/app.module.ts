import { Module, type DynamicModule } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { AccessModule } from '@tracklight/access';
import { HISTORY_OPERATIONS, HistoryModule } from '@tracklight/history';
import { AdminUiModule, findAdminUiDist, PlatformModule } from '@tracklight/platform';
import { AUDIT_RUNNER_HISTORY_FOLDS, AUDIT_RUNNER_MIGRATIONS, AUDIT_RUNNER_OPERATIONS, AuditRunnerApiModule, AuditRunnerModule } from '../../services/audit-runner/src';
import { CMS_HISTORY_FOLDS, CMS_MIGRATIONS, CMS_OPERATIONS, CMS_PORTS, CmsApiModule } from '../../services/cms/src';
import { AUTH_HISTORY_FOLDS, AUTH_MIGRATIONS, AUTH_OPERATIONS, AUTH_PORTS, AUTH_QUOTAS, AuthModule } from '../../services/auth/src';
import { REPORTING_MIGRATIONS, REPORTING_OPERATIONS, ReportingModule } from '../../services/reporting/src';
import { BATCHES_HISTORY_FOLDS, BATCHES_MIGRATIONS, BATCHES_OPERATIONS, BatchesModule, type BatchesModuleOptions } from '../../services/batches/src';

/** The embedded default: every service in one process. `live` false: a one-off tool (LIVE_WORK). `batches`: tests' clock and scheduler pace. */
@Module({})
export class AllInOneModule {
  static register(settings: Settings, databaseUrl: string, live = true, batches: BatchesModuleOptions = {}): DynamicModule {
    return {
      module: AllInOneModule,
      imports: [
        PlatformModule.forRoot({
          settings,
          databaseUrl,
          live,
          writer: 'all-in-one',
          migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS, ...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS, ...REPORTING_MIGRATIONS],
        }),
        // One guard for the process, with every service's operation table.
        AccessModule.forRoot({
          jwtSecret: settings.JWT_SECRET,
          operations: [AUTH_OPERATIONS, BATCHES_OPERATIONS, REPORTING_OPERATIONS, CMS_OPERATIONS, AUDIT_RUNNER_OPERATIONS, HISTORY_OPERATIONS],
          rateLimit: { perMinute: settings.RATE_LIMIT_PER_MINUTE, redisUrl: settings.REDIS_URL },
        }),
        // What one service provides to others (ports of libs/), named here rather than imported by them.
        AUTH_PORTS,
        // One process, so quotas are written by auth's code in the owner's process: no call needed.
        AUTH_QUOTAS,
        CMS_PORTS,
        CmsApiModule,
        AuditRunnerModule,
        AuditRunnerApiModule,
        AuthModule,
        BatchesModule.forRoot(batches),
        ReportingModule,
        // Timelines, the event log and as-of views over every service's streams, by each owner's fold.
        HistoryModule.register([...AUTH_HISTORY_FOLDS, ...BATCHES_HISTORY_FOLDS, ...AUDIT_RUNNER_HISTORY_FOLDS, ...CMS_HISTORY_FOLDS]),
        // The admin UI from the same origin as /gql and the REST calls.
        AdminUiModule.register(findAdminUiDist(settings.ADMIN_UI_DIST)),
      ],
    };
  }
}
