import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { scenarioById } from '../sandbox';
import { api, awaitBatchAudited, button, logInThroughUi, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// The one local-storage key of the session (admin-ui/src/auth/session.ts).
const SESSION_KEY = 'tracklight.session';
// What a server fault reads as (admin-ui/src/http/error-words.ts), the words the user sees.
const SERVER_FAILED = 'The server could not do this just now. Retry in a moment; if it keeps failing, tell Support what you were doing.';

/**
 * Every GraphQL call but the brand's held back until `release()`, so a screen's loading state stays
 * up for as long as the test looks at it, however slow the machine (the brand is read before the
 * app's first paint). Held calls go on at `release()`, and calls made after it are not held.
 */
const holdGraphql = async (page: Page) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/gql', async (route) => {
    if (!route.request().postData()?.includes('query Product')) await released;
    await route.continue().catch(() => undefined);
  });
  return async () => {
    release();
    await page.unroute('**/gql');
  };
};

/** Opens `path` in a fresh document, so nothing the app read before is on screen from its cache. */
const openFresh = async (t: UiTestApp, page: Page, path: string) => {
  await page.goto('about:blank');
  await page.goto(`${t.url}/#${path}`);
};

/** The stored session with `change` applied to its tokens (a server restarted with a new key, a revoked refresh token). */
const tamperSession = (page: Page, change: { access?: boolean; refresh?: boolean }) =>
  page.evaluate(
    ({ key, change }) => {
      const session = JSON.parse(localStorage.getItem(key)!);
      // A changed signature: the token still reads as unexpired, so only the server can refuse it.
      if (change.access) session.tokens.accessToken = `${session.tokens.accessToken.slice(0, -4)}AAAA`;
      if (change.refresh) session.tokens.refreshToken = 'revoked';
      localStorage.setItem(key, JSON.stringify(session));
    },
    { key: SESSION_KEY, change },
  );

/**
 * Issue 22, progress and states: the confirmation after a submit and the batch page's progress bar
 * and estimate moving during a real batch (sandbox links), the empty, loading and error states
 * (the error forced by a resolver whose table is gone), and a 401's one refresh, then login and back.
 */
describe('progress, empty, loading and error states (built UI, real Chromium, sandbox world)', () => {
  let t: UiTestApp;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    token = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
  }, 120_000);
  afterAll(() => t?.close());

  it('says what to do on an empty list, with the button that does it', async () => {
    await page.goto(`${t.url}/#/reporting/batches`);
    const empty = page.getByTestId('empty-state');
    await empty.getByText('No batches in these dates', { exact: true }).waitFor();
    await page.goto(`${t.url}/#/scheduling`);
    await empty.getByText('No scheduled templates yet', { exact: true }).waitFor();
    await page.goto(`${t.url}/#/reporting/audits`);
    await empty.getByText('No audits yet', { exact: true }).waitFor();
    await snapshot(page, 'ui-states-01-empty');
    // The dashboard's lists say the same in their own words.
    await page.goto(`${t.url}/#/dashboard`);
    await page.getByTestId('most-recent-audits').getByTestId('empty-state').getByText('No audits yet', { exact: true }).waitFor();
    await page.getByTestId('assigned-batches').getByTestId('empty-state').getByText('No links are waiting for you', { exact: true }).waitFor();
    await page.goto(`${t.url}/#/reporting/audits`);
    await empty.getByRole('link', { name: 'Submit links' }).click();
    await page.waitForURL(/#\/link-checker$/);
  });

  it('confirms a CSV submit by the batch name and lands on its page, where the bar, the estimate and each link move without a reload', async () => {
    const links = ['awin-immediate', 'awin-no-tag', 'awin-immediate'].map((id) => scenarioById(id).link(t.sandbox));
    await page.getByRole('tab', { name: 'CSV Upload' }).click();
    await page.locator('input[name="name"]').fill('Progress batch');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'links.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['link,countryCode', ...links.map((link) => `${link},gb`)].join('\n')),
    });
    await button(page, 'Upload CSV').click();
    await page.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}$/);
    await page.getByText("Batch 'Progress batch' submitted: 3 links queued for audit. Progress shows below.", { exact: true }).waitFor();
    const batchId = /cookie\/([0-9a-f-]{36})$/.exec(page.url())![1];
    let navigations = 0;
    page.on('framenavigated', () => navigations++);

    // Watch the page as it is (no reload): what the bar, the estimate and the links' chips say.
    const bar = page.getByTestId('batch-progress-bar');
    const seen: { done: number; estimate: string; chips: string[] }[] = [];
    for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
      // One read of the page for the three: read one after another, a link finishing in between
      // pairs a count with the estimate of the next.
      const { done, estimate, chips } = await page.evaluate(() => ({
        done: Number(document.querySelector('[data-testid="batch-progress-bar"]')?.getAttribute('data-done')),
        estimate: document.querySelector('[data-testid="batch-time-left"]')?.textContent ?? '',
        chips: Array.from(document.querySelectorAll('[data-testid="memory-cookie-status"]'), (chip) => chip.textContent ?? ''),
      }));
      seen.push({ done, estimate, chips });
      if (done === 3 && (await page.getByTestId('batch-progress').textContent()) === 'Done') break;
      await page.waitForTimeout(400);
    }
    await snapshot(page, 'ui-states-02-batch-done');
    expect(navigations).toBe(0);
    expect(await bar.getAttribute('data-total')).toBe('3');
    const counts = seen.map(({ done }) => done);
    expect(counts.at(-1)).toBe(3);
    // The bar moved through the batch, never back.
    expect(counts.some((done) => done > 0 && done < 3)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    // Before any link finished there was no rate to go by; after the first, an estimate in minutes.
    expect(seen.filter(({ done }) => done === 0).every(({ estimate }) => estimate === 'Estimating the time left once the first link is audited')).toBe(true);
    const midway = seen.filter(({ done }) => done > 0 && done < 3).map(({ estimate }) => estimate);
    expect(midway.every((estimate) => /^(about \d+ min left|less than a minute left)$/.test(estimate))).toBe(true);
    // Each link's state changed on the page: some were queued or running before the verdicts came.
    expect(seen.some(({ chips }) => chips.some((chip) => chip === 'Queued' || chip === 'Running'))).toBe(true);
    await awaitBatchAudited(t.url, token, batchId);
    // The list polls until reporting has every verdict, so the last chip changes on the page too.
    await page.waitForFunction(() => {
      const chips = Array.from(document.querySelectorAll('[data-testid="memory-cookie-status"]'), (chip) => chip.textContent);
      return chips.length === 3 && chips.every((chip) => chip !== 'Queued' && chip !== 'Running');
    }, undefined, { timeout: 30_000 });

    // The confirmation was for the submit: a reload does not show it again.
    await page.reload();
    await page.getByTestId('batch-progress').getByText('Done').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText("Batch 'Progress batch' submitted", { exact: false }).count()).toBe(0);

    // A verdict in the summary opens the batch's audits of that verdict.
    await page.getByTestId('memory-cookie-summary').getByRole('link', { name: 'No memory cookie' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="batch-audits"] tbody tr').length === 1);
    expect(await page.getByTestId('batch-audits').getByTestId('memory-cookie-status').allTextContents()).toEqual(['No memory cookie']);
  }, 200_000);

  it('shows skeletons, not a blank page, while the batch page, an audit page, the dashboard and a list load', async () => {
    const [batch] = (await api(t.url, '/gql', { token, body: { query: '{ batchMany(perPage: 1) { items { id } } }' } })).data.batchMany.items;
    const [audit] = await awaitBatchAudited(t.url, token, batch.id);
    for (const [path, skeleton] of [
      [`/reporting/memory/cookie/${batch.id}`, 'page-skeleton'],
      [`/reporting/audits/${audit.id}`, 'page-skeleton'],
      ['/dashboard', 'charts-skeleton'],
      ['/reporting/batches', 'list-skeleton'],
    ]) {
      const release = await holdGraphql(page);
      try {
        await openFresh(t, page, path);
        // While the data is held back, the skeleton is what shows.
        await page.getByTestId(skeleton).first().waitFor().catch(async (error) => {
          await snapshot(page, `ui-states-03-no-skeleton-${skeleton}`);
          throw new Error(`${path}: ${(error as Error).message}\n${await page.locator('body').innerText()}`);
        });
        expect(await page.locator('.MuiSkeleton-root').count()).toBeGreaterThan(0);
        if (skeleton === 'list-skeleton') await snapshot(page, 'ui-states-03-list-skeleton');
      } finally {
        await release();
      }
    }
    await page.getByRole('row').filter({ hasText: 'Progress batch' }).waitFor();
    expect(await page.getByTestId('list-skeleton').count()).toBe(0);
  }, 60_000);

  it('shows the page skeleton at once when the next screen is still loading its code, not the screen it leaves', async () => {
    await openFresh(t, page, '/reporting/audits');
    await page.getByTestId('audit-search').getByRole('row').nth(1).waitFor();
    // Submit Links' code held back, as on a slow connection: its chunk is fetched on first use.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    try {
      await page.getByRole('menuitem', { name: 'Submit Links', exact: true }).click();
      await page.getByTestId('page-skeleton').waitFor();
      // The screen left is gone, so coming back to it mounts it afresh and reads it again.
      expect(await page.getByTestId('audit-search').count()).toBe(0);
    } finally {
      release();
      await page.unroute('**/assets/*.js');
    }
    await page.getByTestId('page-skeleton').waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/#\/link-checker$/);
  });

  it("shows a resolver's failure in words, the server's message behind a toggle, and recovers on Retry", async () => {
    const database = t.provider<DataSource>('DataSource');
    const [batch] = (await api(t.url, '/gql', { token, body: { query: '{ batchMany(perPage: 1) { items { id } } }' } })).data.batchMany.items;
    // The batches' read model gone: both the list and the batch page fail on the server's side.
    await database.query('ALTER TABLE batches.batches RENAME TO batches_gone');
    try {
      for (const path of ['/reporting/batches', `/reporting/memory/cookie/${batch.id}`]) {
        await openFresh(t, page, path);
        const error = page.getByTestId('error-state');
        await error.getByText(SERVER_FAILED, { exact: true }).waitFor({ timeout: 30_000 }).catch(async (failure) => {
          await snapshot(page, 'ui-states-04-no-error-state');
          throw new Error(`${path}: ${(failure as Error).message}\n${await page.locator('body').innerText()}`);
        });
        expect(await page.getByText(/Received status code|Response not successful/).count()).toBe(0);
        // The address stays: a server fault is not 'Page not found'.
        expect(page.url()).toContain(path);
        expect(await error.getByTestId('error-detail').isVisible()).toBe(false);
        await button(error, 'Show technical detail').click();
        await error.getByTestId('error-detail').getByText(/batches" does not exist/).waitFor();
        await snapshot(page, `ui-states-04-error${path === '/reporting/batches' ? '-list' : '-batch'}`);
        await button(error, 'Hide technical detail').click();
        await error.getByTestId('error-detail').waitFor({ state: 'hidden' });
      }
      // A dashboard list that could not be read says so, rather than that it is empty.
      await openFresh(t, page, '/dashboard');
      const assigned = page.getByTestId('assigned-batches');
      await assigned.getByTestId('error-state').getByText(SERVER_FAILED, { exact: true }).waitFor({ timeout: 30_000 });
      expect(await assigned.getByTestId('empty-state').count()).toBe(0);
      await openFresh(t, page, `/reporting/memory/cookie/${batch.id}`);
      await page.getByTestId('error-state').waitFor({ timeout: 30_000 });
    } finally {
      await database.query('ALTER TABLE batches.batches_gone RENAME TO batches');
    }
    await button(page.getByTestId('error-state'), 'Retry').click();
    await page.getByTestId('batch-progress').getByText('Done').waitFor();
    expect(await page.getByTestId('error-state').count()).toBe(0);
  }, 90_000);

  it('refreshes a refused session once and carries on where it was', async () => {
    await openFresh(t, page, '/reporting/batches');
    await page.getByRole('row').filter({ hasText: 'Progress batch' }).waitFor();
    await tamperSession(page, { access: true });
    const refreshes: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/auth/refresh' && refreshes.push(request.url()));
    await page.goto(`${t.url}/#/reporting/audits`);
    await page.getByTestId('memory-cookie-status').first().waitFor();
    expect(page.url()).toMatch(/#\/reporting\/audits$/);
    expect(refreshes).toHaveLength(1);
  });

  it('sends a session whose refresh is refused to login, and back to the page after logging in', async () => {
    await tamperSession(page, { access: true, refresh: true });
    await page.goto(`${t.url}/#/dashboard`);
    await page.waitForURL(/#\/login/);
    await logInThroughUi(page, PUBLISHER.username, PUBLISHER.password);
    await page.waitForURL(/#\/dashboard$/);
    await page.getByTestId('chart-status-by-week').waitFor();
  });
});
