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
 * in the browser tab, and axe's serious or critical WCAG 2.2 AA findings. The app bar and the
 * sidebar are the same on every screen, so axe checks the whole page once (`wholePage`) and
 * then each screen’s own content, which saves most of the time per screen.
 */
const problemsOf = async (page: Page, url: string, path: string, wholePage: boolean): Promise<string[]> => {
  await page.goto(`${url}/#${path}`);
  await page.waitForLoadState('networkidle');
  const problems: string[] = [];
  if ((await page.getByText('Page not found', { exact: true }).count()) > 0 || page.url().endsWith('#/not-found')) problems.push('Page not found');
  const text = (await page.locator('#main-content').innerText().catch(() => '')).trim();
  if (text.length === 0) problems.push('blank page');
  if ((await page.title()) === PRODUCT_NAME) problems.push('no page title');
  problems.push(...(await accessibilityViolations(page, wholePage ? undefined : '#main-content')));
  return problems.map((problem) => `${path}: ${problem}`);
};

const ROLES = [
  { role: 'a super admin', username: ADMIN.username, password: ADMIN.password, atLeast: 30 },
  { role: 'a publisher', username: PUBLISHER.username, password: PUBLISHER.password, atLeast: 5 },
];
/** Each role's entries are walked in parts, so each test stays well inside its timeout on a busy machine. */
const PARTS = 3;

/** Issue 22: no sidebar entry leads to 'Page not found', a blank or untitled page or an inaccessible one, for any role. */
describe('no dead ends in the sidebar, and every screen accessible (all-in-one, built UI, real Chromium, axe)', () => {
  let t: UiTestApp;
  const walks = new Map<string, { page: Page; paths: string[] }>();

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    for (const { role, username, password } of ROLES) {
      const page = await openLoggedIn(t, username, password);
      walks.set(role, { page, paths: await sidebarLinks(page) });
    }
  }, 120_000);
  afterAll(() => t?.close());

  it.each(ROLES)('shows $role at least $atLeast sidebar entries', ({ role, atLeast }) => {
    expect(walks.get(role)!.paths.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each(ROLES.flatMap(({ role }) => Array.from({ length: PARTS }, (_, part) => ({ role, part: part + 1 }))))(
    'opens a titled, accessible screen for every entry $role sees (part $part of 3)',
    async ({ role, part }) => {
      const { page, paths } = walks.get(role)!;
      const size = Math.ceil(paths.length / PARTS);
      const problems: string[] = [];
      for (const [index, path] of paths.slice((part - 1) * size, part * size).entries()) {
        problems.push(...(await problemsOf(page, t.url, path, part === 1 && index === 0)));
      }
      expect(problems).toEqual([]);
    },
    240_000,
  );
});
