import { readFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { ADMIN, api, openLoggedIn, PRODUCT_NAME, PUBLISHER, row, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

/**
 * Issue 19: the Filtered Enterprise Report screen (spec sections 2, 5, 8), streamed from GET
 * /reports/publisher; and the provider reporting screen, which shows what the CMS published.
 */
describe('enterprise reporting (all-in-one, a real audit on the sandbox world, built UI)', () => {
  let t: UiTestApp;
  let link: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    const publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    link = scenarioById('awin-immediate').link(t.sandbox);
    const { batchId } = await api(t.url, '/audit', { token: publisher, body: { batchMeta: { name: 'Enterprise data' }, batchLinks: [{ link }] } });
    await awaitBatchAudited(t.url, publisher, batchId, 120_000);
  }, 200_000);
  afterAll(() => t?.close());

  it('refuses a bad range, downloads the report under its name, and says when nothing matched', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/enterprise-reporting`);
    const start = page.getByLabel('Start date');
    const end = page.getByLabel('End date');
    const download = page.getByRole('button', { name: 'Download CSV(Publisher)' });
    const [startDate, endDate] = [await start.inputValue(), await end.inputValue()];
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(69 * 86_400_000);

    await end.fill('2020-01-01');
    await page.getByRole('alert').getByText('Invalid date range', { exact: true }).waitFor();
    await expect(download.isDisabled()).resolves.toBe(true);
    await end.fill(endDate);

    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe(`${PRODUCT_NAME} Report ${startDate} to ${endDate}.csv`);
    const lines = readFileSync(await file.path(), 'utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(link);

    await page.getByLabel('Country codes').fill('de');
    await page.keyboard.press('Enter');
    await download.click();
    await page.getByText('No audits were found for the given search', { exact: true }).waitFor();
    await page.context().close();
  }, 60_000);

  it('cancels a running download: the user is told, nothing is saved and the server ends its read (issue 22)', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/enterprise-reporting`);
    let downloads = 0;
    page.on('download', () => downloads++);
    const download = page.getByRole('button', { name: 'Download CSV(Publisher)' });
    // Holds the report's read of the audits until the user has cancelled.
    const dataSource = t.provider<DataSource>('DataSource');
    const blocker = dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE reporting.audits IN ACCESS EXCLUSIVE MODE');
    const progress = page.getByTestId('report-progress');
    try {
      await download.click();
      await progress.getByText('0 KB received', { exact: true }).waitFor();
      await progress.getByRole('button', { name: 'Cancel download' }).click();
      await page.getByText('Download cancelled; nothing was saved.', { exact: true }).waitFor();
      await progress.waitFor({ state: 'detached' });
      await expect(download.isEnabled()).resolves.toBe(true);
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.release();
    }
    // The server saw the connection close: its cursor's transaction ends instead of reading on.
    await eventually(async () =>
      expect(
        await dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state <> 'idle' AND query LIKE '%audits_cursor%'`),
      ).toEqual([{ n: 0 }]),
    );
    expect(downloads).toBe(0);
    await page.context().close();
  }, 60_000);

  it('shows the provider reports the CMS published, and only those, each opening to its text', async () => {
    const admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    const create = (record: Record<string, unknown>) =>
      api(t.url, '/gql', { token: admin, body: { query: 'mutation($r: ProviderReportInput!) { providerReportCreateOne(record: $r) { id } }', variables: { r: record } } });
    await create({ title: 'Q3 tracking review', period: '2026-Q3', body: '## Findings\n\nAWIN tracking held on **98%** of links.', isPublished: true });
    await create({ title: 'Draft Q4 review', period: '2026-Q4', body: 'Not yet.', isPublished: false });
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/moonpull-reporting`);
    await row(page, 'Q3 tracking review').click();
    await page.getByTestId('provider-report-body').getByRole('heading', { name: 'Findings' }).waitFor();
    await page.getByTestId('provider-report-body').locator('strong', { hasText: '98%' }).waitFor();
    await expect(page.getByText('Draft Q4 review').count()).resolves.toBe(0);
    await page.context().close();
  }, 60_000);
});
