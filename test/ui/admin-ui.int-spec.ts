import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { memoryCookieStatusColour, memoryCookieStatusText } from '@tracklight/presentation';
import { WRONG_CREDENTIALS } from '../../services/auth/src/sessions/login-attempts';
import { scenarioById } from '../sandbox';
import { ADMIN, logInThroughUi, menuItem, PRODUCT_NAME, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// Spec section 5, verbatim.
const INVALID_LINK = 'Invalid affiliate link. Please make sure the link is a valid URL.';
const COOKIE_PAIR = 'Cookie Name and Cookie Type must both be specified, if at all.';
// The one local-storage key of the session (admin-ui/src/auth/session.ts).
const SESSION_KEY = 'tracklight.session';
// Entries only a super admin's sidebar holds (spec section 2).
const SUPER_ADMIN_ENTRIES = ['Companies Management', 'Platform Content', 'Superuser Tools', 'Internal Advertiser Issue Queue', 'Link Assurance'];

const hashOf = (page: Page) => new URL(page.url()).hash;

/**
 * The admin UI in the system Chromium against the built files, served by the real all-in-one
 * app with the sandbox affiliate world behind the audits.
 */
describe('admin UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp();
  }, 120_000);

  afterAll(() => t?.close());

  it('sends a logged-out visitor to the login page, shows the brand and the server message for a wrong password', async () => {
    const page = await t.newPage();
    await page.goto(`${t.url}/#/reporting/batches`);
    await page.waitForURL(/#\/login/);
    await expect(page.getByTestId('brand').textContent()).resolves.toBe(PRODUCT_NAME);
    await logInThroughUi(page, ADMIN.username, 'not-the-password');
    await page.getByText(WRONG_CREDENTIALS, { exact: true }).waitFor();
    await snapshot(page, '01-login-wrong-password');
    expect(hashOf(page)).toMatch(/^#\/login/);
    await page.context().close();
  });

  it('logs the super admin in to Your Results with the full sidebar, and sends unknown routes to /not-found', async () => {
    const page = await t.newPage();
    await page.goto(`${t.url}/`);
    await page.waitForURL(/#\/login/);
    await logInThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(/#\/reporting\/batches/);
    await page.getByTestId('sidebar-user').getByText(PRODUCT_NAME).waitFor(); // the super admin's company
    for (const entry of SUPER_ADMIN_ENTRIES) await menuItem(page, entry).waitFor();
    // Every entry reads whole: no label (one line, react-admin's noWrap) cut off with an ellipsis.
    const cutOff = await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('menuitem')
      .locator('.MuiTypography-noWrap')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
    expect(cutOff).toEqual([]);
    await expect(page.getByRole('banner').getByTestId('brand').textContent()).resolves.toBe(PRODUCT_NAME);
    await snapshot(page, '02-super-admin-batches');
    // One key in local storage holds the whole session.
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
    expect(stored).toMatchObject({ tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) }, user: { email: ADMIN.username } });

    // The header's toggle shrinks the sidebar to its icons (no user block) and opens it again.
    const sidebarWidth = () => page.locator('.RaSidebar-fixed').evaluate((element) => element.getBoundingClientRect().width);
    const openWidth = await sidebarWidth();
    await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
    await page.getByTestId('sidebar-user').waitFor({ state: 'detached' });
    // react-admin's closed sidebar is an icon column (55 px), the open one over 200 px.
    expect(openWidth).toBeGreaterThan(200);
    await page.waitForFunction(() => (document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) < 80);
    await snapshot(page, '02b-sidebar-collapsed');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('sidebar-user').waitFor();
    await page.waitForFunction(() => (document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().width ?? 0) > 200);

    await page.goto(`${t.url}/#/no/such/page`);
    await page.waitForURL(/#\/not-found$/);
    await page.getByText('Page not found').waitFor();
    await snapshot(page, '03-not-found');
    await page.context().close();
  });

  it('refreshes an expiring session, and logs out when the refresh is refused', async () => {
    const page = await t.newPage();
    await page.goto(`${t.url}/#/login`);
    await logInThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(/#\/reporting\/batches/);
    // An access token past its expiry: the next check must refresh it rather than log out.
    const expired = `e30.${Buffer.from(JSON.stringify({ exp: 1 })).toString('base64url')}.x`;
    // The stored tokens change as the reloaded page starts, before its app reads them. Changed in
    // the live page, its app could act on them first: a refresh of its own, cut off by the reload
    // after auth had rotated the tokens, so the reloaded page's refresh came as a reuse and was
    // refused (clean-clone CI of 2026-12-02).
    const reloadWithTokens = async (tokens: { accessToken?: string; refreshToken?: string }) => {
      const once = `test-tokens-${randomUUID()}`;
      await page.addInitScript(
        ([key, patch, flag]) => {
          if (sessionStorage.getItem(flag)) return;
          sessionStorage.setItem(flag, 'set');
          const session = JSON.parse(localStorage.getItem(key)!);
          localStorage.setItem(key, JSON.stringify({ ...session, tokens: { ...session.tokens, ...patch } }));
        },
        [SESSION_KEY, tokens, once] as const,
      );
      await page.reload();
    };
    await reloadWithTokens({ accessToken: expired });
    await page.getByTestId('sidebar-user').waitFor();
    const renewed = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).tokens.accessToken, SESSION_KEY);
    expect(renewed).not.toBe(expired);
    expect(hashOf(page)).toMatch(/^#\/reporting\/batches/);

    await reloadWithTokens({ accessToken: expired, refreshToken: 'not-a-refresh-token' });
    await page.waitForURL(/#\/login/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await page.context().close();
  });

  let publisher: Page;

  it('takes an invited publisher through account setup to a sidebar without super-admin entries', async () => {
    publisher = await t.newPage();
    await publisher.goto(`${t.url}/#/login`);
    await logInThroughUi(publisher, PUBLISHER.username, PUBLISHER.temporaryPassword);
    await publisher.waitForURL(/#\/account-setup\?username=/);
    await expect(publisher.locator('input[name="username"]').inputValue()).resolves.toBe(PUBLISHER.username);
    await publisher.locator('input[name="password"]').fill(PUBLISHER.temporaryPassword);
    await publisher.locator('input[name="newPassword"]').fill(PUBLISHER.password);
    await snapshot(publisher, '04-account-setup');
    await publisher.getByRole('button', { name: 'Set password' }).click();
    await publisher.waitForURL(/#\/reporting\/batches/);
    const sidebar = publisher.getByTestId('sidebar-user');
    await sidebar.getByText('Pat', { exact: true }).waitFor();
    await sidebar.getByText('Affiliate Manager').waitFor();
    await sidebar.getByText('Publisher Ltd').waitFor();
    await menuItem(publisher, 'Submit Links').waitFor();
    for (const entry of SUPER_ADMIN_ENTRIES) expect(await menuItem(publisher, entry).count()).toBe(0);
    await snapshot(publisher, '05-publisher-batches');
  });

  it('submits a single sandbox link, follows the batch to done and opens the audit report with its verdict and screenshots', async () => {
    const scenario = scenarioById('awin-immediate');
    await menuItem(publisher, 'Submit Links').click();
    await publisher.waitForURL(/#\/link-checker/);
    await publisher.locator('input[name="batchName"]').fill('Sandbox advertiser');
    await publisher.locator('input[name="userDefinedNetwork"]').fill(scenario.network);
    await expect(publisher.locator('input[name="countryCode"]').inputValue()).resolves.toBe('gb');
    // The link must parse as a URL (spec section 5), flashed verbatim.
    await publisher.locator('input[name="link"]').fill('not a link');
    await publisher.getByRole('button', { name: 'Submit' }).click();
    await publisher.getByText(INVALID_LINK, { exact: true }).waitFor();
    await snapshot(publisher, '06-submit-links-invalid');

    await publisher.locator('input[name="link"]').fill(scenario.link(t.sandbox));
    // A cookie name without a cookie type is refused before anything is sent (spec section 5).
    await publisher.getByText('Additional Fields').click();
    await publisher.locator('input[name="cookieName"]').fill('aw');
    await publisher.getByRole('button', { name: 'Submit' }).click();
    await publisher.getByText(COOKIE_PAIR, { exact: true }).waitFor();
    await snapshot(publisher, '06b-submit-links-cookie-pair');
    await publisher.locator('input[name="cookieName"]').fill('');
    await publisher.getByRole('button', { name: 'Submit' }).click();
    // A submit lands on the new batch's page, to watch it run (issue 22, decision 0036).
    await publisher.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}/);
    await publisher.getByText('Sandbox advertiser').first().waitFor();
    await snapshot(publisher, '07-batch-processing');
    await publisher.getByTestId('batch-progress').getByText('Done').waitFor({ timeout: 120_000 });
    // The verdict's text and colour (spec section 4) by the shared presentation rule.
    const { memoryCookieStatus } = scenario.expected;
    const verdictChip = publisher
      .locator(`[data-testid="memory-cookie-status"][data-colour="${memoryCookieStatusColour(memoryCookieStatus)}"]`)
      .getByText(memoryCookieStatusText(memoryCookieStatus), { exact: true });
    await verdictChip.first().waitFor();
    // Once the batch is done the summary counts its one audit under that verdict.
    await publisher
      .getByTestId('memory-cookie-summary')
      .getByRole('row')
      .filter({ hasText: memoryCookieStatusText(memoryCookieStatus) })
      .getByRole('cell', { name: '1', exact: true })
      .waitFor();
    await snapshot(publisher, '08-batch-done');

    await publisher.getByTestId('batch-audits').locator('tbody tr').first().click();
    await publisher.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}/);
    await verdictChip.waitFor();
    const screenshots = publisher.locator('img[alt^="Screenshot"]');
    await screenshots.first().waitFor();
    await publisher.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('img[alt^="Screenshot"]')).every((img) => img.complete && img.naturalWidth > 0),
    );
    expect(await screenshots.count()).toBeGreaterThan(0);
    await snapshot(publisher, '09-audit-report');

    await menuItem(publisher, 'Your Results').click();
    await publisher.waitForURL(/#\/reporting\/batches/);
    await publisher.getByText('Sandbox advertiser').waitFor();
    await publisher.getByTestId('batch-progress').getByText('Done').waitFor();
    await snapshot(publisher, '10-your-results');
  }, 180_000);

  it('uploads a CSV batch and follows it to done', async () => {
    const links = ['awin-immediate', 'awin-no-tag'].map((id) => scenarioById(id).link(t.sandbox));
    await menuItem(publisher, 'Submit Links').click();
    await publisher.getByRole('tab', { name: 'CSV Upload' }).click();
    await publisher.locator('input[name="name"]').fill('CSV batch');
    await publisher.locator('input[type="file"]').setInputFiles({
      name: 'links.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['link,countryCode', ...links.map((link) => `${link},gb`)].join('\n')),
    });
    await snapshot(publisher, '11-csv-upload');
    await publisher.getByRole('button', { name: 'Upload CSV' }).click();
    await publisher.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}/);
    await publisher.getByText('CSV batch').first().waitFor();
    await expect(publisher.getByTestId('batch-progress').textContent()).resolves.toMatch(/^(Processing \d \/ 2 links\.\.\.|Done)$/);
    await publisher.getByTestId('batch-progress').getByText('Done').waitFor({ timeout: 120_000 });
    await expect(publisher.getByTestId('memory-cookie-status').count()).resolves.toBe(2);
    await snapshot(publisher, '12-csv-batch-done');
  }, 180_000);

  it('logs out: the session is gone and every page leads back to login', async () => {
    await publisher.getByRole('button', { name: 'Log out' }).click();
    await publisher.waitForURL(/#\/login/);
    expect(await publisher.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await publisher.goto(`${t.url}/#/link-checker`);
    await publisher.waitForURL(/#\/login/);
    await publisher.context().close();
  });
});
