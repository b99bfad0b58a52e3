import type { Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';
import { ADMIN, api, openLoggedIn, PRODUCT_NAME, PUBLISHER, startUiTestApp, type UiTestApp } from './ui-test-app';

/** Every link the sidebar shows, as it shows them (href without the '#'). */
const sidebarLinks = async (page: Page): Promise<string[]> => {
  await page.getByTestId('sidebar-user').waitFor();
  return page.evaluate(() => Array.from(document.querySelectorAll('.RaSidebar-fixed a[href^="#/"]'), (link) => (link.getAttribute('href') ?? '').slice(1)));
};

/**
 * What is wrong with the screen at `path`: 'Page not found', nothing in it, no title of its own
 * in the browser tab, and axe's serious or critical WCAG 2.2 AA findings.
 */
const problemsOf = async (page: Page, url: string, path: string): Promise<string[]> => {
  await page.goto(`${url}/#${path}`);
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  if ((await page.getByText('Page not found', { exact: true }).count()) > 0 || page.url().endsWith('#/not-found')) problems.push('Page not found');
  const text = (
    await page
      .locator('#main-content')
      .innerText()
      .catch(() => '')
  ).trim();
  if (text.length === 0) problems.push('blank page');
  if ((await page.title()) === PRODUCT_NAME) problems.push('no page title');
  problems.push(...(await accessibilityViolations(page)));
  return problems.map((problem) => `${path}: ${problem}`);
};

/** Issue 22: no sidebar entry leads to 'Page not found', a blank or untitled page or an inaccessible one, for any role. */
describe('no dead ends in the sidebar, and every screen accessible (all-in-one, built UI, real Chromium, axe)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', {
      body: {
        username: PUBLISHER.username,
        password: PUBLISHER.temporaryPassword,
        newPassword: PUBLISHER.password,
      },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['a super admin', ADMIN.username, ADMIN.password, 30],
    ['a publisher', PUBLISHER.username, PUBLISHER.password, 5],
  ])(
    'opens a titled, accessible screen for every entry %s sees',
    async (_role, username, password, atLeast) => {
      const page = await openLoggedIn(t, username, password);
      const paths = await sidebarLinks(page);
      expect(paths.length).toBeGreaterThanOrEqual(atLeast);
      const problems: string[] = [];
      for (const path of paths) problems.push(...(await problemsOf(page, t.url, path)));
      expect(problems).toEqual([]);
      await page.context().close();
    },
    300_000,
  );
});
