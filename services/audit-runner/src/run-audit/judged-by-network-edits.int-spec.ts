import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditCompleted, NetworkSuccessCriteriaChanged, NetworkUpdated } from '@tracklight/contracts';
import { EventStore, type NewEvent } from '@tracklight/event-store';
import { AWIN, buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../../test/sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../audit-runner.module';
import { awaitAudits, requestAudits } from '../test-support/audit-requests';

/**
 * The runner judges each audit by the network as the CMS holds it when the audit runs: an edit
 * stored on the network's stream (as the CMS's commands store it) judges the next audit of the
 * same link, and the audit records which version of the network judged it.
 */
describe('audits judged by the network as edited (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let dataDir: string;
  const link = () => scenarioById('awin-immediate').link(sandbox);

  const audit = async (): Promise<AuditCompleted['data']> => {
    const { auditIds } = await requestAudits(testApp.app, [{ link: link() }]);
    const finished = await awaitAudits(testApp.app, auditIds, 60_000);
    const event = finished.get(auditIds[0])!;
    if (event.type !== 'AuditCompleted') throw new Error(`${event.type} ${JSON.stringify(event.data)}`);
    return event.data as unknown as AuditCompleted['data'];
  };
  const editAwin = async (event: NewEvent) => {
    const store = testApp.app.get(EventStore);
    const { version } = await store.readStream('network-awin');
    await store.append('network-awin', [event], version, { actorUserId: null, correlationId: 'cms-edit' });
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-network-edits-'));
    testApp = await createTestApp([CMS_PORTS, AuditRunnerModule], {
      label: 'network_edits',
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '1' }),
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('judges the next audit by an edited memory-cookie rule, then by edited success criteria', async () => {
    const seeded = await audit();
    expect(seeded).toMatchObject({ networkId: 'awin', networkVersion: 1 });
    expect(seeded.verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', moonpullErrors: [] });

    // The tag stores _aw_m_<mid>; a rule asking for another name no longer finds it.
    const renamed: NetworkUpdated = {
      type: 'NetworkUpdated',
      data: { networkId: 'awin', changes: { memoryCookie: [{ storage: 'cookie', namePattern: '^_aw_x_{advertiserId}$', mustContainAni: true }] } },
    };
    await editAwin(renamed);
    const afterRule = await audit();
    expect(afterRule.networkVersion).toBe(2);
    // The derived criteria follow the definition: the cookie check fails under its error id.
    expect(afterRule.verdict).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', moonpullErrors: ['5.4'] });

    // Criteria staff set without a cookie check at the landing page: 5.4 is no longer raised.
    const criteria: SuccessCriteria = JSON.parse(JSON.stringify(buildSuccessCriteria(AWIN)));
    criteria.alp.cookies = [];
    const setCriteria: NetworkSuccessCriteriaChanged = {
      type: 'NetworkSuccessCriteriaChanged',
      data: { networkId: 'awin', successCriteria: criteria },
    };
    await editAwin(setCriteria);
    const afterCriteria = await audit();
    expect(afterCriteria.networkVersion).toBe(3);
    expect(afterCriteria.verdict).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', moonpullErrors: [] });
  }, 240_000);
});
