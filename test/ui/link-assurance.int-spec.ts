import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, menuItem, openLoggedIn, row, snapshot, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

const NO_RESULT = "No link-assurance result for this link yet: add it to a template with 'Use for link assurance' and let it run.";

/** A page of another site (another origin) that includes the embed script for `links`. */
const thirdPartySite = async (apiUrl: string, keyId: string, links: string[]): Promise<{ url: string; server: Server }> => {
  const html = `<!doctype html><html lang="en"><head><title>Partner offers</title>
    <style>button { background: hotpink; }</style></head><body>
    <h1>Our partner offers</h1>
    ${links.map((link) => `<p><a href="${link}">Offer</a> <span data-assurance-link="${link}"></span></p>`).join('\n')}
    <script src="${apiUrl}/client/v1/assurance/embed.js" data-key="${keyId}" async></script>
    </body></html>`;
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
};

/**
 * Link assurance (issue 21): a template flagged 'Use for link assurance' runs, and its verdict is
 * read through the assurance API with an API key, and shown by the embed script on another site.
 */
describe('link assurance: API and embed script (all-in-one, real Chromium)', () => {
  let t: UiTestApp;
  let readKey: { id: string; key: string };
  let embedOnly: { id: string; key: string };
  let link: string;
  let runId: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const token = tokens.accessToken;
    link = scenarioById('awin-immediate').link(t.sandbox);
    const gql = (query: string, variables: Record<string, unknown>) => api(t.url, '/gql', { token, body: { query, variables } });
    const created = await gql(`mutation($r: BatchCreateRecord!) { batchCreateOne(record: $r) { id } }`, {
      r: { name: 'Assured offers', useForLinkAssurance: true, batchLinks: [{ link }] },
    });
    const run = await gql(`mutation($id: ID!) { runBatch(batchId: $id) }`, { id: created.data.batchCreateOne.id });
    runId = run.data.runBatch;
    await awaitBatchAudited(t.url, token, runId, 120_000);
    readKey = await api(t.url, '/accounts/api-keys', { token, body: { name: 'Assurance reader', scopes: ['read', 'embed'] } });
    embedOnly = await api(t.url, '/accounts/api-keys', { token, body: { name: 'Embed only', scopes: ['embed'] } });
  }, 200_000);
  afterAll(() => t?.close());

  const withKey = (key: string, path: string, init: RequestInit = {}) =>
    fetch(`${t.url}${path}`, { ...init, headers: { 'x-api-key': key, 'content-type': 'application/json', ...(init.headers ?? {}) } });

  it('answers the latest verdict of a link from link-assurance templates', async () => {
    const response = await withKey(readKey.key, `/client/v1/assurance?link=${encodeURIComponent(link)}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ link, batchId: runId, status: 'IMMEDIATE', statusText: expect.any(String), auditedAt: expect.any(String) });
    expect(body.reportUrl).toMatch(new RegExp(`/#/reporting/audits/${body.auditId}$`));

    const other = await withKey(readKey.key, `/client/v1/assurance?link=${encodeURIComponent('https://never-audited.example/')}`);
    expect(other.status).toBe(404);
    expect((await other.json()).errorMessage).toBe(NO_RESULT);
    const bad = await withKey(readKey.key, '/client/v1/assurance?link=not-a-url');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorMessage).toBe('link must be a web address.');
  });

  it('answers batches by id, and refuses unknown batches, wrong shapes and keys without the read scope', async () => {
    const post = (key: string, body: unknown) => withKey(key, '/client/v1/assurance', { method: 'POST', body: JSON.stringify(body) });
    const answered = await post(readKey.key, [{ type: 'BATCH_IDS', batchIds: [runId] }]);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual([{ batchId: runId, audits: [expect.objectContaining({ link, status: 'IMMEDIATE' })] }]);
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const unknown = await post(readKey.key, [{ type: 'BATCH_IDS', batchIds: [unknownId] }]);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errorMessage).toBe(`No batch ${unknownId} in your company.`);
    const wrong = await post(readKey.key, [{ type: 'LINKS', batchIds: [runId] }]);
    expect(wrong.status).toBe(400);
    const scopeless = await post(embedOnly.key, [{ type: 'BATCH_IDS', batchIds: [runId] }]);
    expect(scopeless.status).toBe(403);
    expect((await scopeless.json()).errorMessage).toBe("This API key lacks the 'read' scope.");
  });

  it('serves the embed script and its status call to any origin, with the key public id only', async () => {
    const script = await fetch(`${t.url}/client/v1/assurance/embed.js`, { headers: { origin: 'https://partner.example' } });
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.headers.get('cache-control')).toBe('public, max-age=300');
    const status = await fetch(`${t.url}/client/v1/assurance/status?key=${readKey.id}&link=${encodeURIComponent(link)}`);
    expect(status.headers.get('access-control-allow-origin')).toBe('*');
    expect(await status.json()).toEqual({ link, statusText: expect.any(String), colour: expect.any(String), auditedAt: expect.any(String) });
    // The public id alone never reaches the read-scoped API.
    const byId = await fetch(`${t.url}/client/v1/assurance?link=${encodeURIComponent(link)}`, { headers: { 'x-api-key': readKey.id } });
    expect(byId.status).toBe(401);
  });

  it("shows the 'Assurance Status' button and the status on another site's page, styles kept apart", async () => {
    const site = await thirdPartySite(t.url, embedOnly.id, [link]);
    try {
      const page = await t.newPage();
      await page.goto(site.url);
      const button = page.getByRole('button', { name: 'Assurance Status' });
      await button.click();
      const status = page.getByRole('status');
      await status.filter({ hasText: /checked/ }).waitFor();
      await snapshot(page, 'link-assurance-01-embed-status');
      // The page's own button style does not reach the widget, and the script defines one global.
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 105, 180)');
      expect(await page.evaluate(() => typeof (window as unknown as Record<string, unknown>).TracklightAssurance)).toBe('object');
      await page.context().close();
    } finally {
      site.server.close();
    }
  }, 60_000);

  it('says plainly that the status is unavailable when the API cannot be reached', async () => {
    const site = await thirdPartySite(t.url, embedOnly.id, [link]);
    try {
      const page = await t.newPage();
      await page.route('**/client/v1/assurance/status*', (route) => route.abort('connectionrefused'));
      await page.goto(site.url);
      await page.getByRole('button', { name: 'Assurance Status' }).click();
      await page.getByRole('status').filter({ hasText: 'Status unavailable right now. Please try again later.' }).waitFor();
      await snapshot(page, 'link-assurance-02-api-down');
      await page.context().close();
    } finally {
      site.server.close();
    }
  }, 60_000);

  it('lists the assured links with their verdicts, and finds one link by search', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Link Assurance').click();
    await page.waitForURL(/#\/link-assurance$/);
    const assured = row(page, link);
    await assured.waitFor();
    await snapshot(page, 'link-assurance-03-list');
    await page.getByPlaceholder('Search links').fill('no-such-link');
    await assured.waitFor({ state: 'detached' });
    // Sorted on the server by each column (the list's headers).
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    for (const field of ['LINK', 'STATUS', 'AUDITED_AT']) {
      const sorted = await api(t.url, '/gql', { token: tokens.accessToken, body: { query: `{ linkAssuranceResults(sortBy: { field: ${field}, order: DESC }) { count items { link } } }` } });
      expect(sorted.data.linkAssuranceResults).toEqual({ count: 1, items: [{ link }] });
    }

    await menuItem(page, 'Link Assurance Search').click();
    await page.waitForURL(/#\/link-assurance-search$/);
    await page.getByLabel('Affiliate link').fill(link);
    await button(page, 'Search').click();
    await page.getByRole('link', { name: 'Open the audit report' }).waitFor();
    await snapshot(page, 'link-assurance-04-search');
    await page.getByLabel('Affiliate link').fill('https://never-audited.example/');
    await button(page, 'Search').click();
    await page.getByText(NO_RESULT).waitFor();
    await page.context().close();
  }, 60_000);

  it('certifies the advertiser whose latest audit keeps the cookie, and shows verification to the grant', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Advertiser Certification').click();
    await page.waitForURL(/#\/advertiser-certification$/);
    await page.getByRole('row').filter({ hasText: 'Certified' }).first().waitFor();
    await snapshot(page, 'link-assurance-05-certification');
    await menuItem(page, 'Acme Link Audit Verification').click();
    await page.waitForURL(/#\/moonpull-verification$/);
    await row(page, link).waitFor();
    await page.context().close();
  }, 60_000);
});
