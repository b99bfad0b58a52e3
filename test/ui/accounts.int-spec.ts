import type { Page } from 'playwright-core';
import { ADMIN, api, flash, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// The server's validation messages (services/auth company.schema.ts, user.schema.ts), flashed verbatim.
const RESET_DAY = 'The reset day must be a day of the month from 1 to 28.';
const SHORT_PASSWORD = 'The password must be at least 10 characters long.';
const EMAIL_TAKEN = 'A user with this e-mail address already exists.';

const OWNER = { username: 'olive@example.com', temporaryPassword: 'temporary-pass-2', password: 'chosen-password-2' };
const COLLEAGUE = { name: 'Colin Colleague', email: 'colin@example.com' };
const NO_ACCESS = 'Only a super admin or a company owner can manage accounts.';

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** Account management (spec sections 2, 3, 5 to 8) in the built UI, as each role sees it. */
describe('account management UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp();
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const token = admin.tokens.accessToken;
    const ownerCompany = await api(t.url, '/accounts/companies', { token, body: { name: 'Owner Co' } });
    await api(t.url, '/accounts/users', {
      token,
      body: { name: 'Olive Owner', email: OWNER.username, companyId: ownerCompany.id, isCompanyOwner: true, password: OWNER.temporaryPassword },
    });
    await api(t.url, '/accounts/users', {
      token,
      body: { ...COLLEAGUE, companyId: ownerCompany.id, grants: ['api'], password: 'temporary-pass-3' },
    });
    // Invited users choose their own password at the first login (account setup).
    for (const user of [OWNER, PUBLISHER])
      await api(t.url, '/auth/setup', { body: { username: user.username, password: user.temporaryPassword, newPassword: user.password } });
  }, 120_000);

  afterAll(() => t?.close());

  it('lets the super admin create a company and a user with a grant, flashing the server messages verbatim', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Companies Management').click();
    await page.waitForURL(/#\/account-management\?tab=companies/);
    await row(page, 'Publisher Ltd').waitFor();
    await snapshot(page, 'accounts-01-companies');

    await page.getByRole('link', { name: 'Create company' }).click();
    await page.waitForURL(/#\/account-management\/companies\/create$/);
    await page.locator('input[name="name"]').fill('Globex Media');
    await page.locator('input[name="billingId"]').fill('GLX-1');
    await page.locator('input[name="maxBatchSize"]').fill('40');
    await page.locator('input[name="resetDay"]').fill('31');
    await save(page);
    await flash(page, RESET_DAY);
    await snapshot(page, 'accounts-02-company-reset-day-refused');
    await page.locator('input[name="resetDay"]').fill('15');
    await save(page);
    await page.waitForURL(/#\/account-management\?tab=companies/);
    const globex = row(page, 'Globex Media');
    await globex.getByText('GLX-1').waitFor();
    await globex.getByRole('cell', { name: '40', exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Create user' }).click();
    await page.waitForURL(/#\/account-management\/users\/create$/);
    await page.locator('input[name="name"]').fill('Gina Globex');
    await page.locator('input[name="title"]').fill('Head of Partnerships');
    await page.locator('input[name="email"]').fill(PUBLISHER.username);
    await page.getByRole('combobox', { name: /Company/ }).click();
    await page.getByRole('option', { name: 'Globex Media' }).click();
    await page.locator('input[name="password"]').fill('short');
    await page.getByRole('checkbox', { name: 'geekFeatures', exact: true }).check();
    await save(page);
    await flash(page, SHORT_PASSWORD);
    await page.locator('input[name="password"]').fill('temporary-pass-4');
    await save(page);
    await flash(page, EMAIL_TAKEN);
    await snapshot(page, 'accounts-03-user-email-taken');
    await page.locator('input[name="email"]').fill('gina@example.com');
    await save(page);
    await page.waitForURL(/#\/account-management\?tab=users/);
    const gina = row(page, 'Gina Globex');
    await gina.getByText('Globex Media').waitFor();
    await gina.getByText('geekFeatures').waitFor();
    await row(page, COLLEAGUE.name).getByText('Owner Co').waitFor();
    await snapshot(page, 'accounts-04-users');
    await page.context().close();
  }, 120_000);

  it('lets the super admin change the maximum batch size and grant this month extra links', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/account-management`);
    await row(page, 'Globex Media').click();
    await page.waitForURL(/#\/account-management\/companies\/[0-9a-f-]{36}\/update$/);
    await expect(page.locator('input[name="maxBatchSize"]').inputValue()).resolves.toBe('40');
    await page.locator('input[name="maxBatchSize"]').fill('80');
    await save(page);
    await page.waitForURL(/#\/account-management\?tab=companies/);
    await row(page, 'Globex Media').getByRole('cell', { name: '80', exact: true }).waitFor();

    await row(page, 'Globex Media').click();
    await page.locator('input[name="thisMonthExtra"]').fill('250');
    await page.getByRole('button', { name: 'Grant extra links' }).click();
    await flash(page, 'Extra links granted');
    await page.getByText(/1,?250 links left/).waitFor();
    await snapshot(page, 'accounts-05-company-update');
    await page.getByRole('link', { name: 'Back to Account Management' }).click();
    await row(page, 'Globex Media').getByRole('cell', { name: '250', exact: true }).waitFor();
    await snapshot(page, 'accounts-06-companies-updated');
    await page.context().close();
  }, 120_000);

  it('deletes (disables) a user after a confirmation', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/account-management?tab=users`);
    await row(page, 'Gina Globex').click();
    await page.waitForURL(/#\/account-management\/users\/[0-9a-f-]{36}\/update$/);
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete Gina Globex?', { exact: false }).waitFor();
    await snapshot(page, 'accounts-07-delete-user-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await flash(page, 'User deleted');
    await page.waitForURL(/#\/account-management\?tab=users/);
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const users = await api(t.url, '/accounts/users', { method: 'GET', token: admin.tokens.accessToken });
    expect(users.find((user: { email: string }) => user.email === 'gina@example.com')).toMatchObject({ isEnabled: false });
    await page.context().close();
  }, 120_000);

  it('shows a publisher who is not an owner no account entries and no other company', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await menuItem(page, 'Submit Links').waitFor();
    expect(await menuItem(page, 'Companies Management').count()).toBe(0);
    expect(await menuItem(page, 'User Management').count()).toBe(0);
    await page.goto(`${t.url}/#/account-management`);
    await page.getByText(NO_ACCESS, { exact: true }).waitFor();
    await page.goto(`${t.url}/#/account-management/users/create`);
    await page.getByText(NO_ACCESS, { exact: true }).waitFor();
    expect(await page.getByText('Owner Co').count()).toBe(0);
    expect(await page.getByText('Globex Media').count()).toBe(0);
    await snapshot(page, 'accounts-08-publisher-refused');
    await page.context().close();
  });

  it("shows a company owner only their own company's users, without grants to set", async () => {
    const page = await openLoggedIn(t, OWNER.username, OWNER.password);
    expect(await menuItem(page, 'Companies Management').count()).toBe(0);
    await menuItem(page, 'User Management').click();
    await page.waitForURL(/#\/account-management\?tab=users/);
    await row(page, COLLEAGUE.name).waitFor();
    await row(page, 'Olive Owner').waitFor();
    expect(await page.getByRole('tab', { name: 'Companies' }).count()).toBe(0);
    for (const other of ['Pat', 'Gina Globex', ADMIN.username]) expect(await row(page, other).count()).toBe(0);
    await snapshot(page, 'accounts-09-owner-users');

    await row(page, COLLEAGUE.name).click();
    await page.waitForURL(/#\/account-management\/users\/[0-9a-f-]{36}\/update$/);
    await page.getByText('Company: Owner Co').waitFor();
    await expect(page.getByRole('checkbox', { name: 'api', exact: true }).isChecked()).resolves.toBe(true);
    for (const grant of ['api', 'geekFeatures']) await expect(page.getByRole('checkbox', { name: grant, exact: true }).isDisabled()).resolves.toBe(true);
    await page.locator('input[name="title"]').fill('Analyst');
    await save(page);
    await page.waitForURL(/#\/account-management\?tab=users/);
    await row(page, COLLEAGUE.name).getByText('Analyst').waitFor();
    await snapshot(page, 'accounts-10-owner-updated-user');

    await page.goto(`${t.url}/#/account-management/companies/create`);
    await page.getByText(NO_ACCESS, { exact: true }).waitFor();
    await page.context().close();
  });
});
