import type { Page } from 'playwright-core';
import { ADMIN, api, openLoggedIn, PUBLISHER, startUiTestApp, type UiTestApp } from './ui-test-app';

/** Every link the sidebar shows, as it shows them (href without the '#'). */
const sidebarLinks = async (page: Page): Promise<string[]> => {
  await page.getByTestId('sidebar-user').waitFor();
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.RaSidebar-fixed a[href^="#/"]'), (link) => (link.getAttribute('href') ?? '').slice(1)),
  );
};

/** Opens each entry and fails on 'Page not found' or a page with nothing in it. */
const walk = async (page: Page, url: string, paths: string[]): Promise<string[]> => {
  const dead: string[] = [];
  for (const path of paths) {
    await page.goto(`${url}/#${path}`);
    await page.waitForLoadState('networkidle');
    const notFound = (await page.getByText('Page not found', { exact: true }).count()) > 0 || page.url().endsWith('#/not-found');
    const text = (await page.locator('#main-content').innerText().catch(() => '')).trim();
    if (notFound || text.length === 0) dead.push(path);
  }
  return dead;
};

/** Issue 22, first point: no sidebar entry leads to 'Page not found' or a blank page, for any role. */
describe('no dead ends in the sidebar (all-in-one, built UI, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
  }, 120_000);
  afterAll(() => t?.close());

  it.each([
    ['a super admin', ADMIN.username, ADMIN.password, 30],
    ['a publisher', PUBLISHER.username, PUBLISHER.password, 5],
  ])('opens a screen for every entry %s sees', async (_role, username, password, atLeast) => {
    const page = await openLoggedIn(t, username, password);
    const paths = await sidebarLinks(page);
    expect(paths.length).toBeGreaterThanOrEqual(atLeast);
    expect(await walk(page, t.url, paths)).toEqual([]);
    await page.context().close();
  }, 240_000);
});
