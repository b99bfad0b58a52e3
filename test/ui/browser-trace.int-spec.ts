import { readFileSync } from 'node:fs';
import { scenarioById } from '../sandbox';
import { ADMIN, api, openLoggedIn, PUBLISHER, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

/** Issue 16 item 6: each audit keeps its browser session as a HAR, for staff to download. */
describe('per-audit browser trace (all-in-one, real Chromium, sandbox world)', () => {
  let t: UiTestApp;
  let admin: string;
  let publisher: string;
  let auditId: string;
  const link = () => scenarioById('onetrust-awin-conditional').link(t.sandbox);

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_TRACE_MAX_BYTES: '2000000' });
    admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    const { batchId } = await api(t.url, '/audit', { token: publisher, body: { batchMeta: { name: 'Traced' }, batchLinks: [{ link: link() }] } });
    await awaitBatchAudited(t.url, publisher, batchId, 120_000);
    const { data } = await api(t.url, '/gql', { token: publisher, body: { query: `query($b: ID) { auditsForBatch(batchId: $b) { items { id } } }`, variables: { b: batchId } } });
    auditId = data.auditsForBatch.items[0].id;
  }, 200_000);
  afterAll(() => t?.close());

  const get = (path: string, token: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  it('serves the HAR of the whole session to staff: the click, the redirects and the landing page, without bodies', async () => {
    const response = await get(`/traces/${auditId}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`audit-${auditId}.har`);
    const har = (await response.json()) as { log: { entries: { request: { url: string }; response: { status: number; content: { text?: string } } }[] } };
    const urls = har.log.entries.map((entry) => entry.request.url);
    expect(urls[0]).toBe(link());
    expect(urls.some((url) => new URL(url).hostname === 'www.shop-onetrust.test')).toBe(true);
    expect(har.log.entries.some((entry) => entry.response.status === 302)).toBe(true);
    expect(har.log.entries.every((entry) => entry.response.content.text === undefined)).toBe(true);
  });

  it('refuses a publisher, and says plainly when an audit has no trace', async () => {
    const refused = await get(`/traces/${auditId}`, publisher);
    expect(refused.status).toBe(403);
    expect((await refused.json()).errorMessage).toBe(FORBIDDEN);
    const missing = await get('/traces/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.status).toBe(404);
    expect((await missing.json()).errorMessage).toMatch(/^No browser trace is kept for this audit/);
  });

  it('offers the download on the technical report to staff', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/reporting/audits/${auditId}/technical-report`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the browser trace (HAR)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`audit-${auditId}.har`);
    expect(JSON.parse(readFileSync(await download.path(), 'utf8')).log.entries.length).toBeGreaterThan(1);
    await page.context().close();
  }, 60_000);
});
