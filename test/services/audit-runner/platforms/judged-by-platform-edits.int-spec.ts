import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditCompleted, CatalogueItemUpdated } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { links, PLATFORM_SHOP, sandboxAuditEnv, startSandbox, type Sandbox } from '../../../sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { awaitAudits, requestAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';

/**
 * The runner recognises platforms by the CMS's fingerprints as they stand when the audit runs:
 * the seeded Shopify fingerprint raises 10.2.1 on a storefront that shows Shopify only in its
 * response headers, and an edit stored on the fingerprint's stream (as the CMS stores it) judges
 * the very next audit.
 */
describe('audits judged by the platform catalogue as edited (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let testApp: TestApp;
  let dataDir: string;

  const audit = async (): Promise<AuditCompleted['data']> => {
    const link = links.impact(sandbox, sandbox.url(PLATFORM_SHOP, '/shopify/header'));
    const { auditIds } = await requestAudits(testApp.app, [{ link }]);
    const finished = await awaitAudits(testApp.app, auditIds, 120_000);
    const event = finished.get(auditIds[0])!;
    if (event.type !== 'AuditCompleted') throw new Error(`${event.type} ${JSON.stringify(event.data)}`);
    return event.data as unknown as AuditCompleted['data'];
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-platform-edits-'));
    testApp = await createTestApp([CMS_PORTS, AuditRunnerModule], {
      label: 'platform_edits',
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      // A longer budget than the default: the machine running the tests may be busy.
      env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '1', AUDIT_TIMEOUT_MS: '45000' }),
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('raises 10.2.1 from the seeded fingerprint, and not once its headers are edited away', async () => {
    const seeded = await audit();
    expect(seeded.evidence.failure).toBeNull();
    expect(seeded.evidence.platforms).toEqual([expect.objectContaining({ id: 'shopify', confidence: 'low' })]);
    expect(seeded.verdict.moonpullErrors).toContain('10.2.1');

    const store = testApp.app.get(EventStore);
    const { version } = await store.readStream('platform-shopify');
    const edit: CatalogueItemUpdated = { type: 'PlatformUpdated', data: { kind: 'platform', id: 'shopify', changes: { headers: [] } } };
    await store.append('platform-shopify', [edit], version, { actorUserId: null, correlationId: 'cms-edit' });

    const edited = await audit();
    expect(edited.evidence.failure).toBeNull();
    expect(edited.evidence.platforms).toEqual([]);
    expect(edited.verdict.moonpullErrors).not.toContain('10.2.1');
  }, 360_000);
});
