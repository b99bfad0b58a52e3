import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { memoryCookieStatusText } from '@tracklight/presentation';
import { scenarioById } from '../sandbox';
import { api, ARTIFACTS, awaitBatchAudited, button, logInThroughUi, PUBLISHER, startUiTestApp, type UiTestApp } from './ui-test-app';

/**
 * Where the README's pictures go: `npm run screenshots` sets SCREENSHOTS_DIR=docs/images, so the
 * pictures stay current with the product; a plain test run keeps them with the other artifacts.
 */
const PICTURES = process.env.SCREENSHOTS_DIR ?? join(ARTIFACTS, 'readme');

const picture = async (page: Page, name: string) => {
  mkdirSync(PICTURES, { recursive: true });
  await page.screenshot({ path: join(PICTURES, `${name}.png`) });
};

/**
 * What makes the page wider than the window (a table that scrolls in its own box does not): none
 * when it fits, else the overflow in pixels and the innermost elements that stick out, named so a
 * failure says where to look.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return null;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : ''}.${Array.from(element.classList).slice(0, 2).join('.')}`;
    const sticking = Array.from(document.querySelectorAll('body *')).filter((element) => element.getBoundingClientRect().right > width + 1);
    // The innermost ones, each with its two parents: the layout around them only grows with them.
    const innermost = sticking.filter((element) => !Array.from(element.children).some((child) => sticking.includes(child)));
    const path = (element: Element) => [element.parentElement?.parentElement, element.parentElement, element].flatMap((e) => (e ? [name(e)] : [])).join(' > ');
    return { overflow, elements: innermost.slice(0, 5).map(path) };
  });

/**
 * Issue 22: the newcomer's path timed (the login page to the first verdict on screen, one link),
 * the README's three pictures taken on the way (batch progress, results list, audit report), and
 * no page wider than a 1280 px window or a 390 px phone.
 */
describe('a newcomer checks a link (built UI, real Chromium, sandbox world)', () => {
  let t: UiTestApp;
  let token: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    token = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
  }, 120_000);
  afterAll(() => t?.close());

  it('goes from the login page to a verdict on screen, and no screen on the way is wider than the window', async () => {
    const scenario = scenarioById('awin-immediate');
    const page = await t.newPage({ viewport: { width: 1280, height: 800 } });
    const started = performance.now();
    await page.goto(`${t.url}/#/login`);
    await logInThroughUi(page, PUBLISHER.username, PUBLISHER.password);
    await page.waitForURL(/#\/reporting\/batches/);
    await page.getByRole('menuitem', { name: 'Submit Links', exact: true }).click();
    await page.getByRole('tab', { name: 'Check Link', exact: true }).click();
    await page.locator('[name="quickCheckLink"]').fill(scenario.link(t.sandbox));
    await button(page, 'Check Link').click();
    await page.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}$/);
    await page.getByTestId('batch-progress').waitFor();
    await picture(page, 'batch-progress');
    const verdict = page.getByTestId('memory-cookie-status').getByText(memoryCookieStatusText(scenario.expected.memoryCookieStatus), { exact: true }).first();
    await verdict.waitFor({ timeout: 150_000 });
    const seconds = (performance.now() - started) / 1000;
    expect(await sidewaysOverflow(page)).toBeNull();

    // The figure for docs/benchmarks.md (issue 22: a timed newcomer path), kept with the artifacts.
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'newcomer-path.json'), JSON.stringify({ secondsToFirstVerdict: Math.round(seconds * 10) / 10, at: new Date().toISOString() }));
    console.log(`newcomer path: login page to first verdict on screen in ${seconds.toFixed(1)} s`);

    const batchId = /cookie\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const [audit] = await awaitBatchAudited(t.url, token, batchId);
    await page.goto(`${t.url}/#/reporting/batches`);
    await page.getByRole('row').filter({ hasText: 'Quick check' }).first().waitFor();
    await picture(page, 'results-list');
    expect(await sidewaysOverflow(page)).toBeNull();

    await page.goto(`${t.url}/#/reporting/audits/${audit.id}`);
    await page.getByTestId('memory-cookie-status').first().waitFor();
    await picture(page, 'audit-report');
    expect(await sidewaysOverflow(page)).toBeNull();

    // The same results on a phone: readable without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/reporting/batches', `/reporting/audits/${audit.id}`, `/reporting/memory/cookie/${batchId}`]) {
      await page.goto(`${t.url}/#${path}`);
      await page.waitForLoadState('networkidle');
      expect({ path, overflow: await sidewaysOverflow(page) }).toEqual({ path, overflow: null });
    }
    await page.context().close();
  }, 240_000);
});
