import { runServiceProcess } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS } from '../../services/auth/src';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../services/cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AUDIT_RUNNER_OPERATIONS, AuditRunnerApiModule, AuditRunnerModule, guardPlaywrightTeardownRace } from '../../services/audit-runner/src';

guardPlaywrightTeardownRace('audit-runner');

/**
 * The audit runner alone (distributed mode): `node dist/apps/audit-runner/main.js`. Runs
 * audits unless AUDIT_WORKER=false, and serves their screenshots, traces and logs. The networks
 * and advertisers audits are judged by are read through the cms ports, API keys checked through
 * the auth ports, both composed here in-process.
 */
runServiceProcess('audit-runner', () => ({
  migrations: [...AUTH_MIGRATIONS, ...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
  operations: [AUDIT_RUNNER_OPERATIONS],
  imports: [AUTH_PORTS, CMS_PORTS, AuditRunnerModule, AuditRunnerApiModule],
}));
