import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../../sandbox';
import { awaitAudits } from '../../../../../services/audit-runner/src/test-support/audit-requests';
import { createActiveUser, createCompany } from '../../../../../services/auth/src/test-support/auth-test-app';
import { createReportingTestApp, requestCompanyAudits, type ReportingTestApp } from '../../test-support/reporting-test-app';

const DIFF = `query($l: ID!, $r: ID!) {
  auditEvidenceDiff(leftAuditId: $l, rightAuditId: $r) {
    sameLink differences
    left { id link memoryCookieStatus memoryCookieStatusReadable }
    right { id memoryCookieStatus }
    sections { key title differences rows { key label left right mark } }
  }
}`;

interface Diff {
  sameLink: boolean;
  differences: number;
  left: { id: string; memoryCookieStatus: string };
  right: { id: string; memoryCookieStatus: string };
  sections: { key: string; title: string; differences: number; rows: { key: string; label: string; left: string | null; right: string | null; mark: string }[] }[];
}

/**
 * Two real runs of the same LinkConnector link in Chromium: without a referrer the network drops
 * the click id and no memory cookie is set; with one, the UTS tag sets uts_lctid. Same first hop.
 */
describe('evidence diff between two runs of a link (real store and Chromium)', () => {
  let sandbox: Sandbox;
  let t: ReportingTestApp;
  let dataDir: string;
  let publisher: string;
  let outsider: string;
  let withoutReferrer: string;
  let withReferrer: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-diff-'));
    t = await createReportingTestApp('evidence_diff', sandboxAuditEnv(sandbox, { DATA_DIR: dataDir }));
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    publisher = `Bearer ${p.tokens.accessToken}`;
    outsider = `Bearer ${q.tokens.accessToken}`;
    const scenario = scenarioById('linkconnector-with-referrer');
    const first = await requestCompanyAudits(t.store, companyP, p.id, [{ link: scenario.link(sandbox) }]);
    await awaitAudits(t.app, first.auditIds, 120_000);
    const second = await requestCompanyAudits(t.store, companyP, p.id, [{ link: scenario.link(sandbox), options: { referrer: scenario.referrer } }]);
    await awaitAudits(t.app, second.auditIds, 120_000);
    [withoutReferrer] = first.auditIds;
    [withReferrer] = second.auditIds;
    await t.settleReports();
  }, 300_000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const diff = async (bearer: string, left: string, right: string) =>
    t.gql<{ auditEvidenceDiff: Diff | null }>(bearer, DIFF, { l: left, r: right });

  it('puts the runs side by side: the memory cookie marked, the unchanged first hop not', async () => {
    const previous = await t.gql<{ auditOne: { previousComparisonAudit: { id: string } | null } }>(
      publisher,
      `query($id: ID!) { auditOne(filter: { id: $id }) { previousComparisonAudit { id } } }`,
      { id: withReferrer },
    );
    expect(previous.data.auditOne.previousComparisonAudit?.id).toBe(withoutReferrer);

    const { data, errors } = await diff(publisher, withoutReferrer, withReferrer);
    expect(errors).toBeUndefined();
    const result = data.auditEvidenceDiff!;
    expect(result).toMatchObject({
      sameLink: true,
      left: { id: withoutReferrer, memoryCookieStatus: 'NO_MEMORY_COOKIE' },
      right: { id: withReferrer, memoryCookieStatus: 'IMMEDIATE' },
    });
    const section = (key: string) => result.sections.find((s) => s.key === key)!;
    const cookie = section('cookies:alp').rows.find((row) => row.label.startsWith('uts_lctid '));
    expect(cookie).toMatchObject({ left: null, mark: 'ONLY_RIGHT' });
    expect(cookie?.right).toMatch(/^Set by (script|header)$/);
    const [firstHop] = section('hops').rows;
    expect(firstHop).toMatchObject({ key: 'hop-1', mark: 'SAME' });
    expect(firstHop.left).toBe(firstHop.right);
    expect(section('verdict').rows.find((row) => row.key === 'memoryCookieStatus')).toMatchObject({
      left: 'No memory cookie',
      right: 'Cookie immediately',
      mark: 'CHANGED',
    });
    expect(section('errors').rows.filter((row) => row.mark === 'ONLY_LEFT').map((row) => row.key)).toEqual(expect.arrayContaining(['5.4', '5.5']));
    expect(result.differences).toBe(result.sections.reduce((sum, s) => sum + s.rows.filter((row) => row.mark !== 'SAME').length, 0));
  });

  it('marks nothing between a run and itself', async () => {
    const { data } = await diff(publisher, withReferrer, withReferrer);
    expect(data.auditEvidenceDiff?.differences).toBe(0);
  });

  it("answers null for another company's audits, and refuses an id that is not one", async () => {
    expect((await diff(outsider, withoutReferrer, withReferrer)).data.auditEvidenceDiff).toBeNull();
    expect((await diff(await t.adminBearer(), withoutReferrer, withReferrer)).data.auditEvidenceDiff?.right.id).toBe(withReferrer);
    const bad = await diff(publisher, 'nope', withReferrer);
    expect(bad.errors?.[0].message).toBe('That audit id is not valid.');
  });
});
