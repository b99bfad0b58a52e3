import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { createReportingTestApp, recordCompletedAudit, requestCompanyAudits, type ReportingTestApp } from '../test-support/reporting-test-app';

const link = (n: number) => `https://www.awin1.com/cread.php?awinmid=${1000 + n}&awinaffid=1`;

/** POST /value-calc and /value-warning-calc: the xlsx read back, formulas and their results. */
describe('revenue at risk spreadsheets (real Postgres)', () => {
  let t: ReportingTestApp;
  let pat: string;

  beforeAll(async () => {
    t = await createReportingTestApp('value_calc', { AUDIT_WORKER: 'false' });
    const companyP = await createCompany(t, { name: 'Publisher P' });
    const companyQ = await createCompany(t, { name: 'Publisher Q' });
    const p = await createActiveUser(t, { email: 'pat@p.example', companyId: companyP });
    const q = await createActiveUser(t, { email: 'quinn@q.example', companyId: companyQ });
    pat = `Bearer ${p.tokens.accessToken}`;
    // Impacts against the shipped thresholds (warning 30, critical 60): one critical, one warning, one fine.
    const mine = await requestCompanyAudits(t.store, companyP, p.id, [{ link: link(1) }, { link: link(2) }, { link: link(3) }]);
    const impacts = [80, 45, 10];
    for (const [i, auditId] of mine.auditIds.entries()) await recordCompletedAudit(t.store, auditId, mine.batchId, { manualReviewRequired: false, handoverImpact: impacts[i] });
    const theirs = await requestCompanyAudits(t.store, companyQ, q.id, [{ link: link(4) }]);
    await recordCompletedAudit(t.store, theirs.auditIds[0], theirs.batchId, { manualReviewRequired: false, handoverImpact: 100 });
    await t.settleReports();
  });
  afterAll(() => t?.close());

  const binary = (res: Response, callback: (error: Error | null, body: Buffer) => void) => {
    const parts: Buffer[] = [];
    res.on('data', (part: Buffer) => parts.push(part));
    res.on('end', () => callback(null, Buffer.concat(parts)));
  };
  const calc = (path: string, body: unknown) => t.http().post(path).set('authorization', pat).send(body as object).buffer(true).parse(binary);
  const read = async (xlsx: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Calculation')!;
    const rowOf = (name: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => (row.getCell(1).value === name ? (found = row) : undefined));
      return found!;
    };
    const cell = (name: string, column: number) => rowOf(name).getCell(column).value as { formula: string; result: number } | number;
    return { cell, rowOf, links: workbook.getWorksheet('Links')!.rowCount - 1 };
  };
  const BODY = { networks: [{ network: 'AWIN', monthlyRevenue: 1000 }, { network: 'Impact', monthlyRevenue: 500 }] };

  it("works out every link's share of the revenue at risk, in formulas", async () => {
    const res = await calc('/value-calc', BODY).expect(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { cell, links } = await read(res.body as Buffer);
    // Only the caller's own three links.
    expect(links).toBe(3);
    expect(cell('AWIN', 2)).toBe(1000);
    expect(cell('AWIN', 3)).toMatchObject({ result: 3, formula: expect.stringMatching(/^COUNTIF\(Links!\$A\$2:\$A\$4,A\d+\)$/) });
    expect(cell('AWIN', 5)).toMatchObject({ result: 135, formula: expect.stringContaining('SUMIFS(Links!$E$2:$E$4') });
    expect(cell('AWIN', 6)).toMatchObject({ result: 0.45 });
    expect(cell('AWIN', 7)).toMatchObject({ result: 450, formula: expect.stringMatching(/^B\d+\*F\d+$/) });
    expect(cell('AWIN', 8)).toMatchObject({ result: 5400 });
    // exceljs leaves a result of 0 out of the file; the formula is there, and the workbook recalculates on opening.
    expect(cell('Impact', 7)).toMatchObject({ formula: expect.stringMatching(/^B\d+\*F\d+$/) });
    expect((cell('Impact', 7) as { result?: number }).result ?? 0).toBe(0);
    expect(cell('Total', 7)).toMatchObject({ result: 450, formula: expect.stringMatching(/^SUM\(G\d+:G\d+\)$/) });
  });

  it('counts only the links at warning level or worse in the warning calculation', async () => {
    const res = await calc('/value-warning-calc', BODY).expect(200);
    const { cell } = await read(res.body as Buffer);
    expect(cell('AWIN', 4)).toMatchObject({ result: 2 });
    expect(cell('AWIN', 5)).toMatchObject({ result: 125 });
    expect((cell('AWIN', 7) as { result: number }).result).toBeCloseTo(416.67, 2);
  });

  it('names what is wrong with the form', async () => {
    const problem = async (body: unknown) => JSON.parse((await calc('/value-calc', body).expect(400)).body.toString()).errorMessage;
    expect(await problem({ networks: [] })).toBe('Enter the monthly revenue of at least one network.');
    expect(await problem({ networks: [{ network: 'AWIN', monthlyRevenue: -1 }] })).toBe('Monthly revenue cannot be negative.');
    expect(await problem({ networks: [{ network: 'AWIN', monthlyRevenue: 1 }, { network: 'awin', monthlyRevenue: 2 }] })).toBe('Each network may appear once.');
    expect(await problem({ ...BODY, startDate: '2026-02-01', endDate: '2026-01-01' })).toBe('Please select a valid date range.');
    await t.http().post('/value-calc').send(BODY).expect(401);
  });
});
