import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import type { DataSource } from 'typeorm';
import Papa from 'papaparse';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, openLoggedIn, PUBLISHER, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const NOTHING_FOUND = 'No audits were found for the given search';

/**
 * Issue 19: the dashboard's report widgets (spec section 2), each filled, submitted and its file
 * read back, on real audits of the sandbox world.
 */
describe('dashboard report widgets (all-in-one, real audits on the sandbox world, built UI)', () => {
  let t: UiTestApp;
  let immediate: string;
  let nonMatched: string;
  let batchA: string;
  let batchB: string;
  let landingDomain: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    const publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    immediate = scenarioById('awin-immediate').link(t.sandbox);
    nonMatched = scenarioById('awin-nonmatched-tag').link(t.sandbox);
    const submit = async (name: string, links: string[]) => {
      const { batchId } = await api(t.url, '/audit', { token: publisher, body: { batchMeta: { name }, batchLinks: links.map((link) => ({ link })) } });
      await awaitBatchAudited(t.url, publisher, batchId, 150_000);
      return batchId as string;
    };
    batchA = await submit('Widget batch A', [immediate, nonMatched]);
    batchB = await submit('Widget batch B', [immediate]);
    const { data } = await api(t.url, '/gql', { token: publisher, body: { query: `query($b: ID!) { auditsForBatch(batchId: $b, page: 1, perPage: 10) { items { link finalDomain } } }`, variables: { b: batchB } } });
    landingDomain = data.auditsForBatch.items[0].finalDomain;
  }, 400_000);
  afterAll(() => t?.close());

  /** Clicks the button and reads the file it downloads, as CSV rows. */
  const downloaded = async (page: Page, click: () => Promise<void>) => {
    const downloading = page.waitForEvent('download');
    await click();
    const file = await downloading;
    return { name: file.suggestedFilename(), rows: Papa.parse<string[]>(readFileSync(await file.path(), 'utf8').trim()).data };
  };

  it('downloads by batch id, by reason, by ALP and by identified advertiser', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    const byBatch = page.getByTestId('batch-id-reports');
    await expect(button(byBatch, 'Publisher Report').isDisabled()).resolves.toBe(true);
    // Network reports are for that network's company (or staff); Debug for staff only.
    await expect(button(byBatch, 'Network Report (AWIN)').count()).resolves.toBe(0);
    await expect(button(byBatch, 'Debug Report').count()).resolves.toBe(0);
    await byBatch.getByLabel('Batch IDs').fill(`${batchA}, ${batchB}`);
    const publisher = await downloaded(page, () => button(byBatch, 'Publisher Report').click());
    expect(publisher.name).toBe('Publisher Report.csv');
    expect(publisher.rows).toHaveLength(1 + 3);
    expect(publisher.rows.slice(1).map((r) => r[1]).sort()).toEqual([immediate, immediate, nonMatched].sort());
    await byBatch.getByLabel('Batch IDs').fill('00000000-0000-4000-8000-000000000000');
    await button(byBatch, 'Publisher Report').click();
    await page.getByText(NOTHING_FOUND, { exact: true }).waitFor();

    const byReason = page.getByTestId('reason-reports');
    await expect(button(byReason, 'Standard Report').isDisabled()).resolves.toBe(true);
    await byReason.getByLabel('Cause').click();
    await page.getByRole('option', { name: /^Non-matched tag/ }).click();
    const reason = await downloaded(page, () => button(byReason, 'Standard Report').click());
    expect(reason.rows.slice(1).map((r) => r[1])).toEqual([nonMatched]);
    await byReason.getByLabel('End date').fill('2020-01-01');
    await byReason.getByText('Please select a valid date range.', { exact: true }).waitFor();
    await expect(button(byReason, 'Standard Report').isDisabled()).resolves.toBe(true);

    const byAlp = page.getByTestId('alp-reasons-report');
    await byAlp.getByLabel('Advertiser ALPs').fill(landingDomain);
    const alp = await downloaded(page, () => button(byAlp, 'Download Reasons Report').click());
    expect(alp.rows[0]).toEqual(['Batch', 'Affiliate link', 'Network', 'Advertiser', 'Memory cookie status', 'Problems found', 'Audited', 'Report']);
    expect(alp.rows.length).toBeGreaterThan(1);

    const byAdvertiser = page.getByTestId('advertiser-domain-reports');
    await byAdvertiser.getByText('Please select a network.', { exact: true }).first().waitFor();
    await byAdvertiser.getByLabel('Network').click();
    await page.getByRole('option', { name: 'AWIN', exact: true }).click();
    await byAdvertiser.getByText('Please select an advertiser.', { exact: true }).waitFor();
    await byAdvertiser.getByLabel('Advertiser', { exact: true }).click();
    // By its value: another advertiser's label can name the same landing domain.
    await page.locator(`li[role="option"][data-value="${landingDomain}"]`).click();
    const advertiser = await downloaded(page, () => button(byAdvertiser, 'Publisher Report').click());
    expect(advertiser.rows.slice(1).every((r) => r[8] === landingDomain)).toBe(true);
    expect(advertiser.rows.length).toBeGreaterThan(1);
    await page.context().close();
  }, 120_000);

  it('compares batches, and lists the contact details as a CSV', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    const comparison = page.getByTestId('batch-comparison');
    await comparison.getByLabel('Secondary batch ID').fill(batchB);
    await expect(button(comparison, 'Generate CSV').isDisabled()).resolves.toBe(true);
    await comparison.getByLabel('Primary batch ID').fill(batchA);
    const two = await downloaded(page, () => button(comparison, 'Generate CSV').click());
    expect(two.rows[0]).toEqual(['Affiliate link', 'Country', 'Primary batch status', 'Secondary batch status', 'Comparison']);
    expect(two.rows.slice(1).map((r) => r[4]).sort()).toEqual(['Only in primary', 'Same']);

    const compare = page.getByTestId('compare-batches');
    await compare.getByLabel('Batch IDs').fill(`${batchB},${batchA}`);
    const many = await downloaded(page, () => button(compare, 'Generate CSV').click());
    expect(many.rows.slice(1).map((r) => r[4]).sort()).toEqual(['Only in secondary', 'Same']);

    const value = page.getByTestId('value-calc');
    await value.getByLabel('Monthly affiliate revenue 1').fill('1200');
    const downloading = page.waitForEvent('download');
    await button(value, 'Revenue at risk (xlsx)').click();
    const xlsx = await downloading;
    expect(xlsx.suggestedFilename()).toMatch(/Revenue at risk from handover impact \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    // The latest audit of each of the three links (batch B's run supersedes batch A's of the same link).
    expect(workbook.getWorksheet('Links')!.rowCount - 1).toBe(2);
    const awin = workbook.getWorksheet('Calculation')!.getRows(1, 12)!.find((r) => r.getCell(1).value === 'AWIN')!;
    expect(awin.getCell(2).value).toBe(1200);
    expect(awin.getCell(7).value).toMatchObject({ formula: expect.stringMatching(/^B\d+\*F\d+$/) });

    const contacts = page.getByTestId('contact-details');
    await contacts.getByRole('cell', { name: PUBLISHER.username }).waitFor();
    const csv = await downloaded(page, () => button(contacts, 'Download CSV').click());
    expect(csv.rows).toEqual([
      ['Name', 'Title', 'Email', 'Company'],
      ['Pat', 'Affiliate Manager', PUBLISHER.username, 'Publisher Ltd'],
    ]);
    await expect(page.getByTestId('superuser-report-generator').count()).resolves.toBe(0);
    await page.context().close();
  }, 60_000);

  it("gives the staff the network and debug reports and the superuser report generator, with the spec's range check", async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/dashboard`);
    const byBatch = page.getByTestId('batch-id-reports');
    await byBatch.getByLabel('Batch IDs').fill(batchA);
    const network = await downloaded(page, () => button(byBatch, 'Network Report (AWIN)').click());
    expect(network.rows[0][0]).toBe('Advertiser');
    expect(network.rows).toHaveLength(1 + 2);
    await button(byBatch, 'Debug Report').waitFor();

    const generator = page.getByTestId('superuser-report-generator');
    await generator.getByLabel('Start date').fill('2026-01-01');
    await generator.getByLabel('End date').fill('2026-06-01');
    await generator.getByText('Start date must be before end date and no greater than a 90 day time range', { exact: true }).waitFor();
    await expect(button(generator, 'Generate report').isDisabled()).resolves.toBe(true);
    // Batch ids make the dates irrelevant.
    await generator.getByLabel('Batch IDs').fill(batchB);
    const report = await downloaded(page, () => button(generator, 'Generate report').click());
    expect(report.rows.slice(1).map((r) => r[1])).toEqual([immediate]);
    await page.context().close();
  }, 60_000);

  it('shows a widget report downloading, and cancels it: the user is told and no file is saved (issue 22)', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    let downloads = 0;
    page.on('download', () => downloads++);
    const byBatch = page.getByTestId('batch-id-reports');
    await byBatch.getByLabel('Batch IDs').fill(batchA);
    // Holds the report's read of the audits until the user has cancelled.
    const blocker = t.provider<DataSource>('DataSource').createQueryRunner();
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE reporting.audits IN ACCESS EXCLUSIVE MODE');
    const progress = byBatch.getByTestId('report-progress');
    try {
      await button(byBatch, 'Publisher Report').click();
      await progress.getByText('0 KB received', { exact: true }).waitFor();
      await progress.getByRole('button', { name: 'Cancel download' }).click();
      await page.getByText('Download cancelled; nothing was saved.', { exact: true }).waitFor();
      await progress.waitFor({ state: 'detached' });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.release();
    }
    // Not cancelled, the same report still arrives whole.
    const publisher = await downloaded(page, () => button(byBatch, 'Publisher Report').click());
    expect(publisher.rows).toHaveLength(1 + 2);
    expect(downloads).toBe(1);
    await page.context().close();
  }, 60_000);
});
