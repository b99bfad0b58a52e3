import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditCompleted, AdvertiserUpdated } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../../test/sandbox';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../cms/src';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../audit-runner.module';
import { awaitAudits, requestAudits } from '../test-support/audit-requests';

/**
 * The runner judges each audit by its advertiser's CMS settings as they stand when it runs: a
 * change stored on the advertiser's stream (as the CMS's commands and CSV import store it) judges
 * the next audit of the same link. A bespoke cookie of type 3 replaces the network's cookie rule;
 * cannotAudit sends the audit to manual review.
 */
describe('audits judged by the advertiser as edited in the CMS (real Postgres and Chromium)', () => {
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
  const editAdvertiser = async (id: string, changes: AdvertiserUpdated['data']['changes']) => {
    const store = testApp.app.get(EventStore);
    const { version } = await store.readStream(`advertiser-${id}`);
    const updated: AdvertiserUpdated = { type: 'AdvertiserUpdated', data: { id, changes, source: 'cms' } };
    await store.append(`advertiser-${id}`, [updated], version, { actorUserId: 'staff', correlationId: 'cms-edit' });
  };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-advertiser-settings-'));
    testApp = await createTestApp([CMS_PORTS, AuditRunnerModule], {
      label: 'advertiser_settings',
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS],
      env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '1' }),
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('judges the next audit by a bespoke cookie, then sends it to manual review once the advertiser cannot be audited', async () => {
    const first = await audit();
    expect(first.verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', manualReviewRequired: false });
    const advertiserId = first.advertiserId!;
    expect(advertiserId).toEqual(expect.any(String));

    // The tag stores _aw_m_<mid>; a bespoke wildcard cookie of another name is not found.
    await editAdvertiser(advertiserId, { bespokeCookieValueType: '3', bespokeCookieName: 'shop_track_*' });
    const bespoke = await audit();
    expect(bespoke.advertiserId).toBe(advertiserId);
    expect(bespoke.verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');

    await editAdvertiser(advertiserId, { bespokeCookieValueType: '2', cannotAudit: true, cannotAuditReason: 'Blocks data-centre traffic' });
    const blocked = await audit();
    expect(blocked.verdict).toMatchObject({ memoryCookieStatus: 'MANUAL_REVIEW', manualReviewRequired: true });
  }, 240_000);
});
