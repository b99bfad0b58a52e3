import { Module, type DynamicModule } from '@nestjs/common';
import { bootstrap, PlatformModule, run } from '@tracklight/platform';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from './audit-runner.module';
import { guardPlaywrightTeardownRace } from './browser';

@Module({})
class AuditRunnerProcess {}

guardPlaywrightTeardownRace('audit-runner');

/** The audit runner alone: `node dist/services/audit-runner/src/main.js` (a worker in distributed mode). */
run(() =>
  bootstrap('audit-runner', (settings, databaseUrl): DynamicModule => ({
    module: AuditRunnerProcess,
    imports: [
      PlatformModule.forRoot({ settings, databaseUrl, migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS] }),
      // The networks and advertisers audits are judged by (the cms ports), read in this process.
      CMS_PORTS,
      AuditRunnerModule,
    ],
  })),
);
