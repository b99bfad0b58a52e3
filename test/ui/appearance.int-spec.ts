import type { Page } from 'playwright-core';
import { accessibilityViolations } from './accessibility';
import { ADMIN, openLoggedIn, startUiTestApp, type UiTestApp } from './ui-test-app';

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Issue 22: light and dark themes (react-admin's toggle), both WCAG 2.2 AA, and the login page too. */
describe('appearance (all-in-one, built UI, real Chromium, axe)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
  }, 120_000);
  afterAll(() => t?.close());

  it('the login page has no serious or critical WCAG 2.2 AA violation', async () => {
    const page = await t.newPage();
    await page.goto(`${t.url}/#/login`);
    await page.locator('input[name="username"]').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('switches to the dark theme, keeps the choice after a reload, and stays accessible in it', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    const light = await backgroundOf(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, light);
    const dark = await backgroundOf(page);
    // react-admin's dark ground, #313131.
    expect(dark).toBe('rgb(49, 49, 49)');
    await page.reload();
    await page.getByTestId('sidebar-user').waitFor();
    expect(await backgroundOf(page)).toBe(dark);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("moves only when the system's setting allows it: menus open at once under reduced motion", async () => {
    /** The durations of a list's filter menu's opening transition, in ms, as the page computes them. */
    const motionOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await openLoggedIn(t, ADMIN.username, ADMIN.password, { reducedMotion });
      await page.goto(`${t.url}/#/error-management`);
      await page.getByRole('button', { name: 'Add filter', exact: true }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const durations = await menu.evaluate((element) => getComputedStyle(element.closest('.MuiPaper-root') ?? element).transitionDuration);
      await page.context().close();
      return durations.split(',').map((duration) => parseFloat(duration) * 1000);
    };
    expect(Math.max(...(await motionOf('no-preference')))).toBeGreaterThan(100);
    expect(Math.max(...(await motionOf('reduce')))).toBeLessThan(1);
  });
});
