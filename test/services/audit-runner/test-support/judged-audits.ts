import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAuditCompleted, type AuditCompleted } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../sandbox';
import { AdvertiserSightingsModule, CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { awaitAudits, requestAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';

/**
 * For suites that edit CMS streams between audits of one sandbox link (awin-immediate) and check
 * how the next audit is judged: the runner, the CMS ports and cms recording the advertisers audits
 * see, on a fresh database, one audit at a time. Registers its own beforeAll/afterAll; call it at the top of a describe.
 */
export function judgedAudits(label: string) {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), `tracklight-${label}-`));
    testApp = await createTestApp([CMS_PORTS, AdvertiserSightingsModule, AuditRunnerModule], {
      label,
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '1' }),
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    /** Audits the link once and answers its AuditCompleted data (any other outcome throws). */
    audit: async (): Promise<AuditCompleted['data']> => {
      const { auditIds } = await requestAudits(testApp.app, [{ link: scenarioById('awin-immediate').link(sandbox) }]);
      const finished = await awaitAudits(testApp.app, auditIds, 60_000);
      const event = finished.get(auditIds[0])!;
      if (!isAuditCompleted(event)) throw new Error(`${event.type} ${JSON.stringify(event.data)}`);
      return event.data;
    },
    store: () => testApp.app.get(EventStore),
  };
}
