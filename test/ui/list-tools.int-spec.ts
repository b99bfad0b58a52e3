import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { api, button, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

/** Clicks Export and answers the downloaded CSV as rows of cells, its header first. */
const exportedCsv = async (page: Page): Promise<string[][]> => {
  const download = page.waitForEvent('download');
  await button(page, 'Export').click();
  return Papa.parse<string[]>(readFileSync(await (await download).path(), 'utf8').trim()).data;
};

/** The cell of `column` in the first row whose cells include `text`. */
const cellOf = (csv: string[][], text: string, column: string) => {
  const [header, ...rows] = csv;
  return rows.find((cells) => cells.some((cell) => cell.includes(text)))?.[header.indexOf(column)];
};

/**
 * Issue 22, 'lists like the best admin apps' and 'states': the results lists' empty state, CSV
 * export with the verdicts in words and formula cells neutralised, and the column choice. The
 * audit worker is off, so the submitted audit stays queued.
 */
describe('results lists: empty state, export and column choice (all-in-one, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    token = (await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } })).tokens.accessToken;
    page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
  }, 120_000);
  afterAll(() => t?.close());

  it('says what to do on an empty Audit Search, and its button leads there', async () => {
    await page.goto(`${t.url}/#/reporting/audits`);
    await page.getByText('No audits yet', { exact: true }).waitFor();
    await snapshot(page, 'list-tools-01-no-audits');
    await page.getByRole('link', { name: 'Submit links' }).click();
    await page.waitForURL(/#\/link-checker$/);
  });

  it('exports Audit Search with the verdict in words and a formula-like network neutralised, and hides a column on request', async () => {
    await api(t.url, '/audit?engine=luna', {
      token,
      body: {
        batchMeta: { batchName: '@risky batch', notifyOnComplete: false, proxy: 'gb' },
        batchLinks: [{ link: 'https://shop.example/deal', countryCode: 'gb', userDefinedNetwork: '=SUM(1,1)' }],
      },
    });
    // Reporting learns of the audit from the event stream a moment after the submission.
    for (let count = 0; count === 0; await new Promise((resolve) => setTimeout(resolve, 250))) {
      count = (await api(t.url, '/gql', { token, body: { query: 'query { auditMany { count } }' } })).data.auditMany.count;
    }
    await page.goto(`${t.url}/#/reporting/audits`);
    await row(page, 'https://shop.example/deal').waitFor();
    const csv = await exportedCsv(page);
    expect(csv[0]).toEqual(['Audit ID', 'Affiliate Link', 'Advertiser', 'Network', 'Country', 'Memory Cookie Status', 'What it means', 'Audited']);
    expect(cellOf(csv, 'shop.example', 'Memory Cookie Status')).toBe('Queued');
    expect(cellOf(csv, 'shop.example', 'Network')).toBe("'=SUM(1,1)");

    await page.getByRole('columnheader', { name: 'Network', exact: true }).waitFor();
    await button(page, 'Columns').click();
    await page.getByLabel('Network', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Network', exact: true }).waitFor({ state: 'detached' });
    await snapshot(page, 'list-tools-02-audit-search-without-network');
  });

  it("exports Your Results with the batch's progress in words and a formula-like name neutralised", async () => {
    await page.goto(`${t.url}/#/reporting/batches`);
    await row(page, '@risky batch').waitFor();
    const csv = await exportedCsv(page);
    expect(csv[0]).toEqual(['Name', 'Description', 'Start', 'Finish', 'Links', 'Progress', 'Assigned', 'Owner']);
    expect(cellOf(csv, 'risky batch', 'Name')).toBe("'@risky batch");
    expect(cellOf(csv, 'risky batch', 'Progress')).toBe('Processing 0 / 1 links...');
  });
});
