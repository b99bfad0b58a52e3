import { scenarioById } from '../sandbox';
import { ADMIN, api, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const CHARTS = `{ dashboardCharts {
  statusByWeek { weekStart counts { status statusReadable count } }
  auditsByNetwork { networkId networkName count tracked }
  criticalByMonth { month count }
  assignments { open resolved criticalUnassigned } } }`;

interface Charts {
  statusByWeek: { weekStart: string; counts: { status: string; count: number }[] }[];
  auditsByNetwork: { networkId: string | null; count: number; tracked: number }[];
  criticalByMonth: { month: string; count: number }[];
  assignments: { open: number; resolved: number; criticalUnassigned: number };
}

/** Issue 19: the dashboard's charts from real audits, scoped to the caller's company, clickable through to Audit Search. */
describe('dashboard charts (all-in-one, real audits on the sandbox world, built UI)', () => {
  let t: UiTestApp;
  let publisher: string;
  let admin: string;

  const charts = async (token: string): Promise<Charts> => (await api(t.url, '/gql', { token, body: { query: CHARTS } })).data.dashboardCharts;

  beforeAll(async () => {
    t = await startUiTestApp();
    admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    const links = ['awin-immediate', 'awin-no-tag'].map((id) => ({ link: scenarioById(id).link(t.sandbox) }));
    const { batchId } = await api(t.url, '/audit', { token: publisher, body: { batchMeta: { name: 'Chart data' }, batchLinks: links } });
    await awaitBatchAudited(t.url, publisher, batchId, 120_000);
  }, 200_000);
  afterAll(() => t?.close());

  it("counts the caller's audits by week, network, month and assignment", async () => {
    const mine = await charts(publisher);
    expect(mine.statusByWeek).toHaveLength(12);
    const thisWeek = mine.statusByWeek.at(-1)!;
    expect(Object.fromEntries(thisWeek.counts.map((c) => [c.status, c.count]))).toEqual({ IMMEDIATE: 1, NO_MEMORY_COOKIE: 1 });
    expect(mine.statusByWeek.slice(0, 11).every((week) => week.counts.length === 0)).toBe(true);
    expect(mine.auditsByNetwork).toEqual([{ networkId: 'awin', networkName: 'AWIN', count: 2, tracked: 1 }]);
    expect(mine.criticalByMonth).toHaveLength(12);
    expect(mine.criticalByMonth.at(-1)!.count).toBe(1);
    expect(mine.criticalByMonth.slice(0, 11).every((month) => month.count === 0)).toBe(true);
    expect(mine.assignments).toEqual({ open: 0, resolved: 0, criticalUnassigned: 1 });
    // The provider's own company audited nothing: its super admin sees every company's.
    expect((await charts(admin)).auditsByNetwork).toEqual([expect.objectContaining({ networkId: 'awin', count: 2 })]);
  });

  it('draws the charts on the dashboard, and Audit Search opens on what a part counts', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/dashboard`);
    const weekly = page.getByTestId('chart-status-by-week');
    await weekly.locator('.recharts-legend-item-text', { hasText: 'Cookie immediately' }).waitFor();
    await weekly.locator('.recharts-legend-item-text', { hasText: 'No memory cookie' }).waitFor();
    await page.getByTestId('chart-by-network').locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('chart-critical-by-month').locator('.recharts-line').waitFor();
    await page.getByTestId('chart-assignments').locator('.recharts-pie-sector').first().waitFor();
    await snapshot(page, 'dashboard-charts-01');

    const filter = encodeURIComponent(JSON.stringify({ memoryCookieStatus: 'NO_MEMORY_COOKIE' }));
    await page.goto(`${t.url}/#/reporting/audits?filter=${filter}`);
    await row(page, scenarioById('awin-no-tag').link(t.sandbox)).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.context().close();
  }, 60_000);
});
