import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { sandboxAuditEnv, scenarioById, startSandbox, type Sandbox } from '../../../sandbox';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { awaitAudits } from '../../../../services/audit-runner/src/test-support/audit-requests';
import { createReportingTestApp, requestCompanyAudits, type ReportingTestApp } from '../test-support/reporting-test-app';
import { INVALID_DATE_RANGE } from '@tracklight/presentation';
import { NO_AUDITS_MATCHED } from '../../../../services/reporting/src/reports/report-writer';

const FORBIDDEN_DEBUG = 'Only the provider’s staff can download this report.';
const parse = (csv: string) => Papa.parse<string[]>(csv.trim()).data;

/** The report generators (issue 19) on real sandbox audits of two companies. */
describe('reports and downloads (real Postgres and Chromium)', () => {
  let sandbox: Sandbox;
  let t: ReportingTestApp;
  let dataDir: string;
  let admin: string;
  let pat: string;
  let batchP: { batchId: string; auditIds: string[] };
  let batchP2: { batchId: string; auditIds: string[] };
  let batchQ: { batchId: string; auditIds: string[] };

  const report = async (bearer: string, query: string, variables: Record<string, unknown>) => {
    const { data, errors } = await t.gql<Record<string, string>>(bearer, query, variables);
    return errors ? { error: errors[0].message } : { csv: Object.values(data)[0] };
  };
  const byBatch = (bearer: string, type: string, batchIds: string[]) =>
    report(bearer, `query($b: [ID!]!, $t: String!) { generateClientReport(batchIds: $b, type: $t) }`, { b: batchIds, t: type });

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
    dataDir = mkdtempSync(join(tmpdir(), 'tracklight-reports-'));
    t = await createReportingTestApp('reports', sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '2' }));
    admin = await t.adminBearer();
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    pat = `Bearer ${p.tokens.accessToken}`;
    const link = (id: string) => scenarioById(id).link(sandbox);
    batchP = await requestCompanyAudits(t.store, companyP, p.id, [
      { link: link('awin-immediate'), options: { name: '=HYPERLINK("http://evil.example","click")' } },
      { link: link('onetrust-awin-conditional') },
      { link: link('awin-nonmatched-tag') },
    ]);
    batchP2 = await requestCompanyAudits(t.store, companyP, p.id, [{ link: link('awin-immediate') }, { link: link('onetrust-awin-conditional'), options: {} }]);
    batchQ = await requestCompanyAudits(t.store, companyQ, q.id, [{ link: link('awin-immediate') }]);
    await awaitAudits(t.app, [...batchP.auditIds, ...batchP2.auditIds, ...batchQ.auditIds], 240_000);
    await t.settleReports();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the publisher report with readable statuses, neutralising formula cells', async () => {
    const { csv } = await report(pat, `query($b: [ID!]!) { generateCsvFromBatchIds(batchIds: $b) }`, { b: [batchP.batchId] });
    const [headers, ...rows] = parse(csv!);
    expect(rows).toHaveLength(3);
    const column = (name: string) => rows.map((row) => row[headers.indexOf(name)]);
    expect(column('Memory cookie status')).toEqual(expect.arrayContaining(['Cookie immediately', 'Cookie with consent']));
    expect(column('Name')).toContain(`'=HYPERLINK("http://evil.example","click")`);
    expect(column('Report')[0]).toMatch(/#\/reporting\/audits\//);
  });

  it("keeps to the caller's own audits, and the staff's and networks' reports to them", async () => {
    expect(await byBatch(pat, 'publisher', [batchQ.batchId])).toEqual({ csv: NO_AUDITS_MATCHED });
    expect(await byBatch(pat, 'debug', [batchP.batchId])).toEqual({ error: FORBIDDEN_DEBUG });
    expect(await byBatch(pat, 'network-awin', [batchP.batchId])).toEqual({ error: "Only AWIN's users can download this report." });
    const debug = await byBatch(admin, 'debug', [batchP.batchId, batchQ.batchId]);
    expect(parse(debug.csv!)).toHaveLength(1 + 4);
    const unknown = await byBatch(pat, 'everything', [batchP.batchId]);
    expect(unknown.error).toMatch(/^Unknown report type 'everything'/);
  });

  it('writes one line per problem in the multi-line report, and reports by reason', async () => {
    const multi = await byBatch(pat, 'multi-line', [batchP.batchId]);
    const lines = parse(multi.csv!).slice(1);
    expect(lines.length).toBeGreaterThan(3);
    const reason = await report(pat, `query { csvAuditsWithReason(reasonId: "non_matched_tag", type: "standard") }`, {});
    const rows = parse(reason.csv!).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0].join(' ')).toContain('Non-matched Tag');
  });

  it('compares two batches link by link', async () => {
    const { csv } = await report(pat, `query($a: ID!, $b: ID!) { generateMultiBatchCSV(primaryBatch: $a, secondaryBatch: $b) }`, { a: batchP.batchId, b: batchP2.batchId });
    const rows = parse(csv!);
    expect(rows[0]).toEqual(['Affiliate link', 'Country', 'Primary batch status', 'Secondary batch status', 'Comparison']);
    expect(rows.slice(1).map((row) => row[4]).sort()).toEqual(['Only in primary', 'Same', 'Same']);
  });

  it("refuses the enterprise report's bad ranges in the spec's words", async () => {
    const bad = await report(pat, `query { generateFilteredEnterpriseReport(startDate: "2026-01-01", endDate: "2026-06-01") }`, {});
    expect(bad.error).toBe(INVALID_DATE_RANGE);
    const today = new Date().toISOString().slice(0, 10);
    const ok = await report(pat, `query($d: String!) { generateFilteredEnterpriseReport(startDate: $d, endDate: $d, countryCodes: ["gb"]) }`, { d: today });
    expect(parse(ok.csv!).slice(1)).toHaveLength(5);
  });

  it('streams the same report as a download', async () => {
    const download = await t.http().get('/reports/publisher').query({ batchIds: batchP.batchId, fileName: 'My report' }).set('authorization', pat).expect(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="My report.csv"');
    const { csv } = await report(pat, `query($b: [ID!]!) { generateCsvFromBatchIds(batchIds: $b) }`, { b: [batchP.batchId] });
    expect(download.text).toBe(csv);
    const empty = await t.http().get('/reports/publisher').query({ batchIds: batchQ.batchId }).set('authorization', pat).expect(200);
    expect(empty.text).toBe(NO_AUDITS_MATCHED);
  });
});
