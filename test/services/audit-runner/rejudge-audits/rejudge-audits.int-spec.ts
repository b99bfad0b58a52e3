import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NETWORK_DEFINITIONS } from '@tracklight/networks';
import type { AuditCompleted, AuditRejudged, NetworkDefined } from '@tracklight/contracts';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../sandbox';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../../cms/test-support/gql-test-app';
import { ReportingReadModels } from '../../../../services/reporting/src/audits/reporting-read-models';
import { REPORTING_MIGRATIONS, ReportingModule } from '../../../../services/reporting/src/reporting.module';
import { REPORTING_OPERATIONS } from '../../../../services/reporting/src/reporting.operations';
import { requestCompanyAudits } from '../../reporting/test-support/reporting-test-app';
import { AUDIT_RUNNER_OPERATIONS, AuditRunnerApiModule } from '../../../../services/audit-runner/src/audit-runner-api.module';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { awaitAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';

const REJUDGE = `mutation($filter: RejudgeFilter!, $apply: Boolean) {
  rejudgeAudits(filter: $filter, apply: $apply) {
    apply examined changed written truncated
    changes {
      auditId batchId link auditedAt reason applied
      before { networkId networkVersion memoryCookieStatus memoryCookieStatusReadable errors }
      after { networkId networkVersion memoryCookieStatus memoryCookieStatusReadable errors }
    }
  }
}`;

interface Verdict {
  networkId: string | null;
  networkVersion: number | null;
  memoryCookieStatus: string;
  memoryCookieStatusReadable: string;
  errors: string[];
}
interface Result {
  apply: boolean;
  examined: number;
  changed: number;
  written: number;
  truncated: boolean;
  changes: { auditId: string; batchId: string; link: string; reason: string; applied: boolean; before: Verdict; after: Verdict }[];
}

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

/**
 * Real sandbox audits in Chromium, then a CMS edit of AWIN's definition (a NetworkDefined, as the
 * CMS appends it), then re-judging the stored evidence through GraphQL as the super admin.
 */
describe('re-judging stored evidence (real store and Chromium)', () => {
  let sandbox: Sandbox;
  let t: GqlTestApp;
  let dataDir: string;
  let admin: string;
  let publisher: string;
  let batch1: { batchId: string; auditIds: string[] };
  let batch2: { batchId: string; auditIds: string[] };
  const ids: Record<'immediate' | 'noTag' | 'impact' | 'immediate2', string> = { immediate: '', noTag: '', impact: '', immediate2: '' };
  let startedAt: Date;

  const rejudge = async (bearer: string, filter: Record<string, unknown>, apply?: boolean) => {
    const response = await t.gql<{ rejudgeAudits: Result }>(bearer, REJUDGE, { filter, apply });
    return { result: response.data?.rejudgeAudits, errors: response.errors };
  };
  const streamTypes = async (auditId: string) =>
    (await t.store.readStream(`audit-${auditId}`)).events.map((event) => event.type);
  const auditOne = async (bearer: string, id: string) =>
    (
      await t.gql<{
        auditOne: { memoryCookieStatus: string; moonpullErrors: { moonpullErrorId: string }[]; isChangedFromComparison: boolean | null; network: { version: number | null } };
      }>(
        bearer,
        `query($id: ID!) { auditOne(filter: { id: $id }) { memoryCookieStatus moonpullErrors { moonpullErrorId } isChangedFromComparison network { version } } }`,
        { id },
      )
    ).data.auditOne;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-rejudge-'));
    t = await createGqlTestApp(
      [AuditRunnerModule, AuditRunnerApiModule, CmsApiModule, CMS_PORTS, ReportingModule],
      [AUDIT_RUNNER_OPERATIONS, REPORTING_OPERATIONS, CMS_OPERATIONS],
      {
        label: 'rejudge',
        migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS, ...REPORTING_MIGRATIONS],
        env: sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '2' }),
      },
    );
    admin = await t.adminBearer();
    const company = await createCompany(t, { name: 'Publisher P' });
    const pat = await createActiveUser(t, { email: 'pat@p.example', companyId: company });
    publisher = `Bearer ${pat.tokens.accessToken}`;
    startedAt = new Date();

    const link = (id: string) => scenarioById(id).link(sandbox);
    batch1 = await requestCompanyAudits(t.store, company, pat.id, [
      { link: link('awin-immediate') },
      { link: link('awin-no-tag') },
      { link: link('impact-immediate-despite-cmp') },
    ]);
    [ids.immediate, ids.noTag, ids.impact] = batch1.auditIds;
    await awaitAudits(t.app, batch1.auditIds, 240_000);
    // A second run of the first link, so the comparison with its previous run is worked out again.
    batch2 = await requestCompanyAudits(t.store, company, pat.id, [{ link: link('awin-immediate') }]);
    [ids.immediate2] = batch2.auditIds;
    const finished = await awaitAudits(t.app, batch2.auditIds, 240_000);
    for (const [id, event] of [...(await awaitAudits(t.app, batch1.auditIds, 1000)), ...finished]) {
      if (event.type !== 'AuditCompleted') throw new Error(`${id}: ${event.type} ${JSON.stringify(event.data)}`);
    }
    await t.app.get(ReportingReadModels).catchUp();
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const verdictOf = async (auditId: string) => {
    const completed = (await t.store.readStream(`audit-${auditId}`)).events.find((e) => e.type === 'AuditCompleted');
    return (completed!.data as unknown as AuditCompleted['data']).verdict;
  };

  it('finds nothing to change while the rules are the ones that judged', async () => {
    expect((await verdictOf(ids.immediate)).memoryCookieStatus).toBe('IMMEDIATE');
    expect((await verdictOf(ids.noTag)).memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
    const { result, errors } = await rejudge(admin, { from: startedAt.toISOString() });
    expect(errors).toBeUndefined();
    expect(result).toMatchObject({ apply: false, examined: 4, changed: 0, written: 0, changes: [] });
  });

  it('after a network edit, lists exactly the audits whose verdict changes, and writes nothing', async () => {
    // The CMS edits AWIN: its memory cookie now has a name no sandbox shop sets.
    const shipped = NETWORK_DEFINITIONS.find((network) => network.id === 'awin')!;
    const edited: NetworkDefined = {
      type: 'NetworkDefined',
      data: {
        definition: { ...shipped, memoryCookie: shipped.memoryCookie.map((rule) => ({ ...rule, namePattern: '^_aw_renamed_$' })) },
        source: 'cms',
      },
    };
    await t.store.append('network-awin', [edited], 1n, { actorUserId: null, correlationId: 'edit-awin' });

    const { result, errors } = await rejudge(admin, { networkId: 'awin' });
    expect(errors).toBeUndefined();
    expect(result?.examined).toBe(3);
    expect(result?.changes.map((change) => change.auditId).sort()).toEqual([ids.immediate, ids.immediate2].sort());
    const [first] = result!.changes;
    expect(first).toMatchObject({
      batchId: batch1.batchId,
      link: scenarioById('awin-immediate').link(sandbox),
      applied: false,
      before: { networkId: 'awin', networkVersion: 1, memoryCookieStatus: 'IMMEDIATE', memoryCookieStatusReadable: 'Cookie immediately' },
      after: { networkId: 'awin', networkVersion: 2, memoryCookieStatus: 'NO_MEMORY_COOKIE', memoryCookieStatusReadable: 'No memory cookie' },
    });
    expect(first.after.errors).toContain('5.4');
    expect(first.before.errors).not.toContain('5.4');
    expect(first.reason).toContain('Memory cookie status: Cookie immediately before, No memory cookie now.');
    expect(first.reason).toContain('5.4 (Memory cookie missing) appeared');
    expect(first.reason).toContain("AWIN's definition changed: version 1 judged it before, version 2 now.");

    // By batch, and by date range.
    expect((await rejudge(admin, { batchId: batch1.batchId })).result).toMatchObject({ examined: 3, changed: 1, changes: [{ auditId: ids.immediate }] });
    expect((await rejudge(admin, { from: startedAt.toISOString(), to: new Date().toISOString() })).result?.changed).toBe(2);
    expect((await rejudge(admin, { from: new Date(Date.now() + 60_000).toISOString() })).result).toMatchObject({ examined: 0, changed: 0 });
    // A dry run stores nothing.
    expect(await streamTypes(ids.immediate)).toEqual(['AuditStarted', 'AuditCompleted']);
  });

  it('refuses a publisher, and filters that choose nothing or make no sense', async () => {
    const refused = await rejudge(publisher, { networkId: 'awin' }, true);
    expect(refused.errors?.[0].message).toBe(FORBIDDEN);
    expect(await streamTypes(ids.immediate)).toEqual(['AuditStarted', 'AuditCompleted']);

    expect((await rejudge(admin, {})).errors?.[0].message).toBe('Please choose the audits to re-judge: a batch, a date range or a network.');
    expect((await rejudge(admin, { from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).errors?.[0].message).toBe(
      'The start of the date range must not be after its end.',
    );
    expect((await rejudge(admin, { batchId: 'not-a-batch' })).errors?.[0].message).toBe('Please provide a valid batchId.');
    const unknownField = await rejudge(admin, { batchId: batch1.batchId, status: 'DONE' });
    expect(unknownField.errors?.[0].message).toMatch(/status/);
  });

  it('applies: the read model shows the new verdict while the history keeps the old one', async () => {
    expect((await auditOne(publisher, ids.immediate2)).isChangedFromComparison).toBe(false);
    const { result } = await rejudge(admin, { batchId: batch1.batchId }, true);
    expect(result).toMatchObject({ apply: true, examined: 3, changed: 1, written: 1, changes: [{ auditId: ids.immediate, applied: true }] });

    const { events } = await t.store.readStream(`audit-${ids.immediate}`);
    expect(events.map((event) => event.type)).toEqual(['AuditStarted', 'AuditCompleted', 'AuditRejudged']);
    const original = events[1].data as unknown as AuditCompleted['data'];
    const rejudged = events[2].data as unknown as AuditRejudged['data'];
    expect(original.verdict.memoryCookieStatus).toBe('IMMEDIATE');
    expect(rejudged).toMatchObject({
      networkId: 'awin',
      networkVersion: 2,
      verdict: { memoryCookieStatus: 'NO_MEMORY_COOKIE' },
      previous: { memoryCookieStatus: 'IMMEDIATE', networkVersion: 1 },
      reason: result!.changes[0].reason,
    });
    expect(events[2].metadata.actorUserId).toEqual(expect.any(String));
    expect(await streamTypes(ids.noTag)).toEqual(['AuditStarted', 'AuditCompleted']);
    expect(await streamTypes(ids.impact)).toEqual(['AuditStarted', 'AuditCompleted']);

    await t.app.get(ReportingReadModels).catchUp();
    const read = await auditOne(publisher, ids.immediate);
    expect(read.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
    expect(read.moonpullErrors.map((e) => e.moonpullErrorId)).toContain('5.4');
    expect(read.network.version).toBe(2);
    const listed = await t.gql<{ auditsForBatch: { items: { id: string; memoryCookieStatus: string }[] } }>(
      publisher,
      `query($b: ID) { auditsForBatch(batchId: $b) { items { id memoryCookieStatus } } }`,
      { b: batch1.batchId },
    );
    expect(Object.fromEntries(listed.data.auditsForBatch.items.map((a) => [a.id, a.memoryCookieStatus]))).toEqual({
      [ids.immediate]: 'NO_MEMORY_COOKIE',
      [ids.noTag]: 'NO_MEMORY_COOKIE',
      [ids.impact]: 'IMMEDIATE',
    });
    // The next run of the link, not re-judged yet, now differs from its previous run.
    expect(await auditOne(publisher, ids.immediate2)).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', isChangedFromComparison: true });

    // The rest of AWIN's audits: only the one left to change is written, and then nothing more.
    expect((await rejudge(admin, { networkId: 'awin' }, true)).result).toMatchObject({ examined: 3, changed: 1, written: 1, changes: [{ auditId: ids.immediate2 }] });
    await t.app.get(ReportingReadModels).catchUp();
    expect(await auditOne(publisher, ids.immediate2)).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', isChangedFromComparison: false });
    expect((await rejudge(admin, { networkId: 'awin' }, true)).result).toMatchObject({ examined: 3, changed: 0, written: 0 });
    expect(await streamTypes(ids.immediate)).toEqual(['AuditStarted', 'AuditCompleted', 'AuditRejudged']);
  });
});
