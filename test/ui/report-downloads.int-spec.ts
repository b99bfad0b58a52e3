import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { PDF_DOCUMENTS } from '@tracklight/presentation';
import { scenarioById } from '../sandbox';
import { api, auditOnce, button, menuItem, openLoggedIn, PRODUCT_NAME, PUBLISHER, startUiTestApp, type BatchAudit, type UiTestApp } from './ui-test-app';

const VERDICT = `query($id: ID!) { auditOne(filter: { id: $id }) { verdictSentence } }`;

/**
 * Issue 19: the files a publisher takes away from the screens, fetched through the UI as a user
 * would: each PDF the audit page's menu offers (read back with pdftotext), and the revenue-at-risk
 * spreadsheet from the value-calc form with a revenue on each of two networks (read with exceljs).
 */
describe('report downloads: audit PDFs and the value-calc workbook (built UI, real audits on the sandbox world)', () => {
  let t: UiTestApp;
  let token: string;
  let awin: BatchAudit;
  let impact: BatchAudit;

  beforeAll(async () => {
    t = await startUiTestApp();
    token = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } })).tokens
      .accessToken;
    awin = await auditOnce(t, token, scenarioById('awin-immediate').link(t.sandbox), 'AWIN link');
    impact = await auditOnce(t, token, scenarioById('impact-immediate-despite-cmp').link(t.sandbox), 'Impact link');
  }, 300_000);
  afterAll(() => t?.close());

  /** Runs `click` and answers the file it downloads: its name and where Playwright saved it. */
  const download = async (page: Page, click: () => Promise<void>) => {
    const downloading = page.waitForEvent('download', { timeout: 45_000 });
    await click();
    const file = await downloading;
    return { name: file.suggestedFilename(), path: await file.path() };
  };

  it("downloads each PDF the audit page's menu offers for its verdict, each naming the product and the verdict", async () => {
    expect(awin.memoryCookieStatus).toBe('IMMEDIATE');
    const { data } = await api(t.url, '/gql', { token, body: { query: VERDICT, variables: { id: awin.id } } });
    const verdictSentence: string = data.auditOne.verdictSentence;
    expect(verdictSentence.length).toBeGreaterThan(20);
    const offered = PDF_DOCUMENTS.filter((document) => !document.forStatus || document.forStatus === 'IMMEDIATE');
    // The verdict's own report is offered; another verdict's is not.
    expect(offered.map((document) => document.id)).toContain('immediate-pdf');

    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/audits/${awin.id}`);
    await page.locator(`[data-testid="audit-page"][data-audit-id="${awin.id}"]`).waitFor();
    await button(page, 'Download PDF').click();
    await expect(page.getByRole('menuitem').allTextContents()).resolves.toEqual(offered.map((document) => document.title));
    await page.keyboard.press('Escape');

    for (const document of offered) {
      const pdf = await download(page, async () => {
        await button(page, 'Download PDF').click();
        await menuItem(page, document.title).click();
      });
      expect(pdf.name).toBe(`${PRODUCT_NAME} ${document.title} ${awin.id}.pdf`);
      const text = execFileSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain(PRODUCT_NAME);
      expect(text).toContain(document.title);
      expect(text).toContain(verdictSentence.replace(/\s+/g, ' '));
      // The button is usable again once the file has arrived.
      await button(page, 'Download PDF').waitFor();
    }
    await page.context().close();
  }, 180_000);

  it('fills a revenue for each of two networks and downloads the workbook with those inputs and its formulas', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    const form = page.getByTestId('value-calc');
    await expect(button(form, 'Revenue at risk (xlsx)').isDisabled()).resolves.toBe(true);
    await form.getByLabel('Monthly affiliate revenue 1').fill('1500.50');
    await button(form, 'Add a network').click();
    await form.getByLabel('Network 2', { exact: true }).fill('Impact');
    await form.getByLabel('Monthly affiliate revenue 2').fill('800');
    await form.getByLabel('Currency').fill('eur');

    const xlsx = await download(page, () => button(form, 'Revenue at risk (xlsx)').click());
    expect(xlsx.name).toMatch(new RegExp(`^${PRODUCT_NAME} Revenue at risk from handover impact \\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx.path);
    const links = workbook.getWorksheet('Links')!;
    expect(
      links
        .getRows(2, links.rowCount - 1)!
        .map((row) => [row.getCell(1).value, row.getCell(2).value])
        .sort(),
    ).toEqual(
      [
        ['AWIN', awin.link],
        ['Impact', impact.link],
      ].sort(),
    );
    const calculation = workbook.getWorksheet('Calculation')!;
    const rowOf = (network: string) => calculation.getRows(1, calculation.rowCount)!.find((row) => row.getCell(1).value === network)!;
    for (const [network, revenue] of [
      ['AWIN', 1500.5],
      ['Impact', 800],
    ] as const) {
      const row = rowOf(network);
      expect(row.getCell(2).value).toBe(revenue);
      expect(row.getCell(2).numFmt).toContain('EUR');
      expect(row.getCell(3).value).toMatchObject({ formula: expect.stringMatching(/^COUNTIF\(Links!\$A\$2:\$A\$3,A\d+\)$/), result: 1 });
      // Revenue at risk per month: the revenue times the share at risk, as a formula with its result.
      // exceljs reads a stored result of 0 back as none (the file holds <v>0</v>): hence ?? 0.
      const resultOf = (column: number) => (row.getCell(column).value as { result?: number }).result ?? 0;
      const monthly = row.getCell(7).value as { formula: string };
      expect(monthly.formula).toBe(`B${row.number}*F${row.number}`);
      expect(resultOf(7)).toBeCloseTo(revenue * resultOf(6), 6);
      expect(row.getCell(8).value).toMatchObject({ formula: `G${row.number}*12` });
    }
    await page.context().close();
  }, 90_000);
});
