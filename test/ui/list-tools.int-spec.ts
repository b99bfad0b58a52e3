import type { Page } from 'playwright-core';
import { ADMIN, api, button, cellOf, exportedCsv, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

/**
 * Issue 22, 'lists like the best admin apps' and 'states': the results lists' empty state, CSV
 * export with the verdicts in words and formula cells neutralised (Audit Search, Your Results, a
 * batch's audits, the account lists), and the column choice. The audit worker is off, so the
 * submitted audit stays queued.
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
    const csv = (await exportedCsv(page)).rows;
    expect(csv[0]).toEqual(['Audit ID', 'Affiliate Link', 'Advertiser', 'Network', 'Country', 'Memory Cookie Status', 'What it means', 'Audited']);
    expect(cellOf(csv, 'shop.example', 'Memory Cookie Status')).toBe('Queued');
    expect(cellOf(csv, 'shop.example', 'Network')).toBe("'=SUM(1,1)");

    // The header is a sort button now, named 'Sort by Network' by react-admin: the name is matched, not equalled.
    await page.getByRole('columnheader', { name: 'Network' }).waitFor();
    await button(page, 'Columns').click();
    await page.getByLabel('Network', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Network' }).waitFor({ state: 'detached' });
    await snapshot(page, 'list-tools-02-audit-search-without-network');
  });

  it("exports Your Results with the batch's progress in words and a formula-like name neutralised", async () => {
    await page.goto(`${t.url}/#/reporting/batches`);
    await row(page, '@risky batch').waitFor();
    const csv = (await exportedCsv(page)).rows;
    expect(csv[0]).toEqual(['Name', 'Description', 'Start', 'Finish', 'Links', 'Progress', 'Assigned', 'Owner']);
    expect(cellOf(csv, 'risky batch', 'Name')).toBe("'@risky batch");
    expect(cellOf(csv, 'risky batch', 'Progress')).toBe('Processing 0 / 1 links...');
  });

  it("exports a batch's audits from its page with the verdict in words, formula cells neutralised, in a file named after the batch", async () => {
    await page.goto(`${t.url}/#/reporting/batches`);
    await row(page, '@risky batch').click();
    await page.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}$/);
    await row(page, 'https://shop.example/deal').waitFor();
    const { fileName, rows } = await exportedCsv(page);
    expect(fileName).toMatch(/^@risky batch \S+ audits\.csv$/);
    expect(rows[0]).toEqual(['Audit ID', 'Affiliate Link', 'Advertiser', 'Network', 'Country', 'Memory Cookie Status', 'What it means', 'Audited', 'Assigned to']);
    expect(rows).toHaveLength(2);
    expect(cellOf(rows, 'shop.example', 'Memory Cookie Status')).toBe('Queued');
    expect(cellOf(rows, 'shop.example', 'Network')).toBe("'=SUM(1,1)");
    expect(cellOf(rows, 'shop.example', 'Country')).toBe('gb');
  });

  it('exports Companies and User Management as the lists show them, formula-like names neutralised', async () => {
    const adminToken = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    const company = await api(t.url, '/accounts/companies', { token: adminToken, body: { name: '+Plus Media', numMonthlyLinks: 7, maxBatchSize: 3, queues: ['a'] } });
    await api(t.url, '/accounts/users', {
      token: adminToken,
      body: { name: '-Minus Person', title: '@Lead', email: 'minus@example.com', companyId: company.id, password: 'temporary-pass-2' },
    });
    const admin = await openLoggedIn(t, ADMIN.username, ADMIN.password);

    await admin.goto(`${t.url}/#/account-management?tab=companies`);
    await row(admin, '+Plus Media').waitFor();
    const companies = await exportedCsv(admin);
    expect(companies.fileName).toBe('companies.csv');
    expect(companies.rows[0]).toEqual(['Name', 'Type', 'Monthly links', 'Extra', 'Used audits', 'Remaining audits', 'Max batch size', 'Reset day', 'Next reset', 'Queues', 'Billing ID']);
    expect(cellOf(companies.rows, 'Plus Media', 'Name')).toBe("'+Plus Media");
    expect(cellOf(companies.rows, 'Plus Media', 'Monthly links')).toBe('7');
    expect(cellOf(companies.rows, 'Plus Media', 'Next reset')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(cellOf(companies.rows, 'Publisher Ltd', 'Queues')).toBe('a, b, c');

    // Searched in the browser: the rows and the export hold what matches.
    await admin.getByPlaceholder('Name, billing ID, type').fill('plus');
    await row(admin, 'Publisher Ltd').waitFor({ state: 'detached' });
    expect((await exportedCsv(admin)).rows.map((cells) => cells[0])).toEqual(['Name', "'+Plus Media"]);
    await admin.getByPlaceholder('Name, billing ID, type').fill('');

    await admin.goto(`${t.url}/#/account-management?tab=users`);
    await row(admin, 'minus@example.com').waitFor();
    await admin.getByPlaceholder('Name, title, e-mail, company').fill('plus media');
    await row(admin, ADMIN.username).waitFor({ state: 'detached' });
    await row(admin, 'minus@example.com').waitFor();
    const users = await exportedCsv(admin);
    expect(users.fileName).toBe('users.csv');
    expect(users.rows[0]).toEqual(['Name', 'Title', 'Email', 'Company', 'Enabled', 'Owner', 'Roles', 'Grants']);
    expect(cellOf(users.rows, 'minus@example.com', 'Name')).toBe("'-Minus Person");
    expect(cellOf(users.rows, 'minus@example.com', 'Title')).toBe("'@Lead");
    expect(cellOf(users.rows, 'minus@example.com', 'Company')).toBe("'+Plus Media");
    expect(cellOf(users.rows, 'minus@example.com', 'Enabled')).toBe('Yes');
    expect(users.rows).toHaveLength(2);
    await snapshot(admin, 'list-tools-03-users-export');
  });
});
