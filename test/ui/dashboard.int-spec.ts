import type { Page, Request } from 'playwright-core';
import { memoryCookieStatusText, REFRESH_SPINNER_MS } from '@tracklight/presentation';
import { scenarioById, type SandboxScenario } from '../sandbox';
import { ADMIN, api, dataRows, openLoggedIn, PRODUCT_NAME, PUBLISHER, snapshot, startUiTestApp, type UiTestApp, runBatch } from './ui-test-app';

/** Audit Search's always-shown text search. */
const SEARCH_PLACEHOLDER = 'Link, advertiser, network, batch';

// The publisher runs a verdict and a failure in one batch; the super admin's company runs another.
const PUBLISHER_SCENARIOS = ['awin-immediate', 'dns-failure'].map(scenarioById);
const ADMIN_SCENARIO = scenarioById('awin-no-tag');

const readable = (scenario: SandboxScenario) => memoryCookieStatusText(scenario.expected.memoryCookieStatus);
const sorted = (values: string[]) => [...values].sort();


/** The scenarios' links as a batch's links, each with its network. */
const batchLinksOf = (t: UiTestApp, scenarios: SandboxScenario[]) =>
  scenarios.map((scenario) => ({ link: scenario.link(t.sandbox), userDefinedNetwork: scenario.network, countryCode: 'gb' }));

/** Every GraphQL operation the page sends, by operation name, with its variables. */
const recordGraphql = (page: Page) => {
  const sent: { operationName: string; variables: Record<string, unknown>; query: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/gql') sent.push(request.postDataJSON());
  });
  return sent;
};

const statusTexts = (page: Page, scope: string) => page.getByTestId(scope).getByTestId('memory-cookie-status').allTextContents();
const rowsOf = (page: Page, scope: string) => dataRows(page.getByTestId(scope));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Records in the page when the Refresh spinner enters and leaves it, when the page was last
 * clicked, and every GraphQL call the page starts (operation name and time): a 500 ms spinner can
 * come and go between two polls of a busy machine, but not past a MutationObserver. The click is
 * seen in the capture phase, before the app's own handler starts the spinner's timer. A refresh
 * starts its queries in the tasks its click queued, so by the time the spinner's timer removes it
 * every query of that refresh has started, on the page's clock, however late the test hears them.
 */
const watchSpinner = (page: Page) =>
  page.evaluate(() => {
    const watched = { times: [] as number[], clickedAt: 0, calls: [] as { at: number; operation: string }[] };
    (window as unknown as { spinner: typeof watched }).spinner = watched;
    document.addEventListener('click', () => (watched.clickedAt = performance.now()), { capture: true });
    const fetchOfPage = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
      if (new URL(url, location.href).pathname === '/gql' && typeof init?.body === 'string')
        watched.calls.push({ at: performance.now(), operation: JSON.parse(init.body).operationName });
      return fetchOfPage(input, init);
    };
    let shown = false;
    new MutationObserver(() => {
      const now = Boolean(document.querySelector('[data-testid="refresh-spinner"]'));
      if (now !== shown) watched.times.push(performance.now());
      shown = now;
    }).observe(document.body, { childList: true, subtree: true });
  });

/**
 * Waits for the watched spinner to show and go; answers when the page was clicked, when the
 * spinner went (page clock, ms), and the GraphQL operations the page started in between.
 */
const spinnerClickedAndGone = async (page: Page): Promise<{ clickedAt: number; goneAt: number; asked: string[] }> => {
  await page.waitForFunction(() => (window as unknown as { spinner: { times: number[] } }).spinner.times.length >= 2);
  return page.evaluate(() => {
    const { times, clickedAt, calls } = (window as unknown as { spinner: { times: number[]; clickedAt: number; calls: { at: number; operation: string }[] } }).spinner;
    const goneAt = times[1];
    return { clickedAt, goneAt, asked: calls.filter(({ at }) => at >= clickedAt && at <= goneAt).map(({ operation }) => operation) };
  });
};

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  for (const deadline = Date.now() + timeoutMs; !condition(); await sleep(100)) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
  }
};

/**
 * The dashboard and Audit Search in the system Chromium against the built UI, on audits the
 * sandbox world really ran: one company's view against the super admin's.
 */
describe('dashboard and Audit Search (built UI, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp();
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const publisher = await api(t.url, '/auth/setup', {
      body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password },
    });
    await runBatch(t, publisher.tokens.accessToken, { batchName: 'Publisher sandbox links' }, batchLinksOf(t, PUBLISHER_SCENARIOS));
    await runBatch(t, admin.tokens.accessToken, { batchName: 'Admin sandbox link' }, batchLinksOf(t, [ADMIN_SCENARIO]));
  }, 400_000);

  afterAll(() => t?.close());

  let admin: Page;
  let adminGraphql: ReturnType<typeof recordGraphql>;

  it("shows the super admin every company's audits in Most Recent 10 Audits, with readable statuses, comparison and actions", async () => {
    admin = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    adminGraphql = recordGraphql(admin);
    await admin.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await admin.waitForURL(/#\/dashboard$/);
    await rowsOf(admin, 'most-recent-audits').nth(2).waitFor();
    expect(await rowsOf(admin, 'most-recent-audits').count()).toBe(3);
    const expected = sorted([...PUBLISHER_SCENARIOS, ADMIN_SCENARIO].map(readable));
    expect(sorted(await statusTexts(admin, 'most-recent-audits'))).toEqual(expected);
    const table = admin.getByTestId('most-recent-audits');
    await table.getByText('Publisher Ltd').first().waitFor(); // the user who ran it: name and company
    await table.getByText(PRODUCT_NAME).first().waitFor();
    // Each link ran once: nothing to compare with either way.
    for (const comparison of await table.getByTestId('memory-cookie-comparison').allTextContents()) {
      expect(comparison).toBe('Most recent: No previous runningNext: No next running');
    }
    await admin.getByTestId('queue-counts').getByText('a: 0').waitFor();
    await snapshot(admin, 'dashboard-01-super-admin');

    await table.getByRole('button', { name: 'Actions' }).first().click();
    await admin.getByRole('menuitem', { name: 'View report' }).click();
    await admin.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}$/);
    await admin.goBack();
    await table.getByRole('button', { name: 'Actions' }).first().click();
    await admin.getByRole('menuitem', { name: 'View Batch' }).click();
    await admin.waitForURL(/#\/reporting\/memory\/cookie\/[0-9a-f-]{36}$/);
    await admin.goBack();
    await rowsOf(admin, 'most-recent-audits').nth(2).waitFor();
  }, 60_000);

  it('asks the status processing reports for the chosen time window (1 minute by default)', async () => {
    const windowsAsked = () =>
      adminGraphql.filter((op) => op.query.includes('finishedStatusProcessing')).map((op) => op.variables.timeWindow);
    expect(windowsAsked()).toContain(60_000);
    await admin.getByTestId('finished-time-window').click();
    await admin.getByRole('option', { name: '1 hour', exact: true }).click();
    await until(() => windowsAsked().at(-1) === 3_600_000);
    await rowsOf(admin, 'finished-status-processing').nth(2).waitFor();
    expect(await rowsOf(admin, 'finished-status-processing').count()).toBe(3);
    await snapshot(admin, 'dashboard-02-finished-one-hour');
  }, 60_000);

  it('refreshes with a 500 ms spinner and "data latest as of", re-querying at most once in 10 s', async () => {
    const refresh = admin.getByRole('button', { name: 'Refresh results' });
    await watchSpinner(admin);
    await refresh.click();
    const first = await spinnerClickedAndGone(admin);
    // It goes by itself (nothing else happens on the page), and not before REFRESH_SPINNER_MS after
    // the click, by the page's clock. No upper bound: a busy machine renders late, and a bound would
    // measure the machine (the throttle's rule is exact in refresh-throttle.spec.ts).
    expect(first.goneAt - first.clickedAt).toBeGreaterThanOrEqual(REFRESH_SPINNER_MS);
    await admin.getByText(/^data latest as of \d/).waitFor();
    await snapshot(admin, 'dashboard-03-refreshed');
    // The most recent audits, the queues and both status processing reports are asked again.
    expect(first.asked).toEqual(expect.arrayContaining(['MostRecentAudits', 'QueueCounts', 'StatusProcessing', 'StatusProcessing']));

    await watchSpinner(admin);
    await refresh.click(); // well within REFRESH_THROTTLE_MS of the first
    expect((await spinnerClickedAndGone(admin)).asked).toEqual([]);
  }, 60_000);

  it('lists every audit in Audit Search, filters by status, pages and opens the report', async () => {
    await admin.getByRole('menuitem', { name: 'Audit Search', exact: true }).click();
    await admin.waitForURL(/#\/reporting\/audits/);
    await admin.getByPlaceholder(SEARCH_PLACEHOLDER).waitFor(); // the dashboard's tables are gone
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 3);
    expect(adminGraphql.filter((op) => op.operationName === 'AuditMany').at(-1)?.variables.sortBy).toEqual({ field: 'AUDITED_AT', order: 'DESC' });
    await snapshot(admin, 'dashboard-04-audit-search');

    // The audit status filter (behind the list's filter button) through the address, as a saved filter.
    await admin.goto(`${t.url}/#/reporting/audits?filter=${encodeURIComponent('{"status":"FAILED"}')}&page=1&perPage=10&sort=auditedAt&order=DESC`);
    await admin.getByLabel('Audit status').waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    const failed = PUBLISHER_SCENARIOS.filter((s) => s.expected.auditStatus === 'FAILED').map(readable);
    expect(await admin.getByTestId('memory-cookie-status').allTextContents()).toEqual(failed);
    await snapshot(admin, 'dashboard-05-audit-search-failed');

    // Two a page (the smallest offered is 10, so the page size comes through the address).
    await admin.goto(`${t.url}/#/reporting/audits?filter=%7B%7D&page=1&perPage=2&sort=auditedAt&order=DESC`);
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    await admin.getByText('1-2 of 3').waitFor();
    await admin.getByRole('button', { name: 'Go to next page' }).click();
    await admin.getByText('3-3 of 3').waitFor();
    // The pager moves at once; the previous page's rows stay until the next page arrives.
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await snapshot(admin, 'dashboard-06-audit-search-page-2');
    await admin.locator('tbody tr').first().click();
    await admin.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}$/);
    await admin.getByTestId('memory-cookie-status').waitFor();
    await admin.context().close();
  }, 60_000);

  it("shows the publisher only their company's audits on the dashboard and in Audit Search", async () => {
    const publisher = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await publisher.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await rowsOf(publisher, 'most-recent-audits').nth(1).waitFor();
    expect(await rowsOf(publisher, 'most-recent-audits').count()).toBe(2);
    expect(sorted(await statusTexts(publisher, 'most-recent-audits'))).toEqual(sorted(PUBLISHER_SCENARIOS.map(readable)));
    expect(await publisher.getByTestId('most-recent-audits').getByText(PRODUCT_NAME).count()).toBe(0);
    // Nothing assigned: the chart's place says so on lines of readable width (it was squeezed to a word a line).
    const noAssignments = await publisher.getByTestId('chart-assignments').getByText('No link is assigned yet. Assign one from its audit report.').boundingBox();
    expect(noAssignments?.width).toBeGreaterThan(150);
    await snapshot(publisher, 'dashboard-07-publisher');

    // A box hidden stays hidden after a reload, until shown again (spec: collapsible dashboard box).
    const contacts = publisher.getByTestId('contact-details');
    await contacts.getByRole('table', { name: 'Contact details' }).waitFor();
    await contacts.getByRole('button', { name: 'Hide Contact details' }).click();
    await contacts.getByRole('table', { name: 'Contact details' }).waitFor({ state: 'detached' });
    await publisher.reload();
    await contacts.getByRole('button', { name: 'Show Contact details', expanded: false }).waitFor();
    expect(await contacts.getByRole('table').count()).toBe(0);
    await contacts.getByRole('button', { name: 'Show Contact details' }).click();
    await contacts.getByRole('table', { name: 'Contact details' }).waitFor();

    await publisher.goto(`${t.url}/#/reporting/audits?filter=%7B%7D&page=1&perPage=10&sort=auditedAt&order=DESC`);
    await publisher.getByPlaceholder(SEARCH_PLACEHOLDER).waitFor(); // the dashboard's tables are gone
    await publisher.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    await sleep(500);
    expect(await publisher.locator('tbody tr').count()).toBe(2);
    expect(sorted(await publisher.getByTestId('memory-cookie-status').allTextContents())).toEqual(sorted(PUBLISHER_SCENARIOS.map(readable)));
    await snapshot(publisher, 'dashboard-08-publisher-audit-search');
    await publisher.context().close();
  }, 60_000);

  it("reads 'about N' when the server's total is an estimate (countIsExact false)", async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    // Only past 100,000 matches does the server estimate; the answer is rewritten to look so.
    await page.route('**/gql', async (route) => {
      if (route.request().postDataJSON()?.operationName !== 'AuditMany') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.data.auditMany, { count: 250_000, countIsExact: false });
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${t.url}/#/reporting/audits?filter=%7B%7D&page=1&perPage=10&sort=auditedAt&order=DESC`);
    await page.getByText('1-10 of about 250000').waitFor();
    await snapshot(page, 'dashboard-09-audit-search-estimated-total');
    await page.context().close();
  }, 60_000);
});
