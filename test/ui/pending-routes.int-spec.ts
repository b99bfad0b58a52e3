import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { memoryCookieStatusText } from '@tracklight/presentation';
import { links, SECOND_OPINION_HOSTS } from '../sandbox';
import { accessibilityViolations } from './accessibility';
import { ADMIN, api, openLoggedIn, PUBLISHER, runBatch, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const IMMEDIATE = memoryCookieStatusText('IMMEDIATE');

/**
 * Issue 22's last spec routes, each a screen of real data (built UI, real Chromium, a sandbox
 * audit): the Atlas of a batch and of an audit, the web unlocker journey (audits with a Lite
 * second opinion), and the developer playground (GraphiQL on /gql, the OpenAPI documents); with
 * their empty and no-access states. One audited link, asked to run Lite too, serves them all.
 */
describe('the Atlas, web unlocker journey and developer playground screens (built UI, real Chromium, sandbox audit)', () => {
  let t: UiTestApp;
  let admin: Page;
  let publisher: Page;
  let auditId: string;
  let batchId: string;
  let link: string;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_TIMEOUT_MS: '90000' });
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    link = links.awin(t.sandbox, `http://${SECOND_OPINION_HOSTS.appLinks}/`);
    const [audit] = await runBatch(t, tokens.accessToken, { batchName: 'Atlas and Lite', useLite: true }, [{ link, countryCode: 'gb' }], 300_000);
    auditId = audit.id;
    const { data } = await api(t.url, '/gql', { token: tokens.accessToken, body: { query: `{ auditOne(filter: { id: "${auditId}" }) { batch { id } } }` } });
    batchId = data.auditOne.batch.id;
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    admin = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    publisher = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
  }, 420_000);
  afterAll(() => t?.close());

  describe('the Atlas of a batch (/reporting/atlas/batches/{batchId})', () => {
    it('maps the audits by network and by country against their verdict, each count opening those audits', async () => {
      // Reached from the batch's results.
      await admin.goto(`${t.url}/#/reporting/memory/cookie/${batchId}`);
      await admin.getByRole('link', { name: 'Atlas: the batch as a map' }).click();
      await admin.waitForURL(new RegExp(`#/reporting/atlas/batches/${batchId}$`));
      const byNetwork = admin.getByTestId('atlas-by-network');
      await byNetwork.waitFor();
      expect(await admin.title()).toMatch(/^Atlas · Atlas and Lite · /);
      expect(await byNetwork.locator('thead th').allInnerTexts()).toEqual(['Network', IMMEDIATE, 'Total']);
      const awin = byNetwork.locator('tbody tr[data-row="AWIN"]');
      expect(await awin.locator('td').allInnerTexts()).toEqual(['1', '1']);
      expect(await admin.getByTestId('atlas-by-country').locator('tbody th').allInnerTexts()).toEqual(['GB']);
      // Not a sidebar entry, so no-dead-ends.int-spec.ts does not put it through axe: here.
      expect(await accessibilityViolations(admin, '#main-content')).toEqual([]);
      await snapshot(admin, 'atlas-batch');
      // From the keyboard: the count is a link.
      await awin.getByRole('link', { name: `1 audit: AWIN, ${IMMEDIATE}` }).focus();
      await admin.keyboard.press('Enter');
      await admin.waitForURL(/#\/reporting\/audits\?filter=/);
      const rows = admin.getByTestId('audit-search').locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.first().innerText()).toContain(link);
    }, 60_000);
  });

  describe('the Atlas of an audit (/reporting/atlas/audits/{auditId})', () => {
    it("draws the journey hop by hop to the landing page and where the memory cookie was seen, and links to the evidence", async () => {
      await admin.goto(`${t.url}/#/reporting/atlas/audits/${auditId}`);
      const hops = admin.getByTestId('atlas-hop');
      await hops.first().waitFor();
      const hosts = await hops.evaluateAll((items) => items.map((item) => item.getAttribute('data-host')));
      expect(hosts[0]).toBe(new URL(link).host);
      expect(hosts.at(-1)).toBe(SECOND_OPINION_HOSTS.appLinks);
      expect(await hops.first().innerText()).toMatch(/HTTP 30\d · HTTP redirect/);
      // The plain shop sets the network's cookie at load: seen on the first view of the landing page.
      expect(await admin.locator('[data-testid="atlas-stages"] [data-stage="alp"]').getAttribute('data-memory-cookie')).toBe('Yes');
      expect(await admin.getByRole('tab', { name: 'Atlas', selected: true }).count()).toBe(1);
      expect(await accessibilityViolations(admin, '#main-content')).toEqual([]);
      await snapshot(admin, 'atlas-audit');
      await admin.getByRole('link', { name: 'Technical report' }).click();
      await admin.waitForURL(new RegExp(`#/reporting/audits/${auditId}/technical-report$`));
    }, 60_000);
  });

  describe('the web unlocker journey (/web-unlocker-journey)', () => {
    it("lists the audit Lite ran on, the audit's verdict beside Lite's and whether they agree; a row opens its Lite page", async () => {
      await admin.goto(`${t.url}/#/web-unlocker-journey`);
      const rows = admin.getByTestId('second-opinions').locator('tbody tr');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      const text = await rows.first().innerText();
      expect(text).toContain(link);
      expect(text).toContain('Local processing');
      expect(text).toContain('Asked for by the batch');
      expect(await rows.first().getByTestId('agreement').getAttribute('data-agreement')).toBe('agree');
      await snapshot(admin, 'web-unlocker-journey');
      await rows.first().click();
      await admin.waitForURL(new RegExp(`#/reporting/audits/${auditId}/lite-results$`));
    }, 60_000);

    it('tells a user whose audits have no Lite result what would put some there', async () => {
      await publisher.goto(`${t.url}/#/web-unlocker-journey`);
      await publisher.getByTestId('empty-state').waitFor();
      expect(await publisher.getByTestId('empty-state').innerText()).toContain('No audit has a Lite second opinion yet');
    }, 60_000);
  });

  describe('the developer playground (/dev-playground)', () => {
    it('runs a query on /gql as the logged-in user, reads the schema (introspection) and links the OpenAPI documents', async () => {
      await admin.goto(`${t.url}/#/dev-playground`);
      const playground = admin.getByTestId('graphiql');
      await playground.locator('.graphiql-container').waitFor({ timeout: 60_000 });
      // The schema is read by introspection, which the server answers only to a logged-in caller.
      await admin.getByRole('button', { name: /documentation explorer/i }).click();
      await playground.getByText('Root Types').waitFor({ timeout: 30_000 });
      await playground.locator('.graphiql-execute-button').click();
      await admin.waitForFunction((id) => (document.querySelector('.graphiql-response')?.textContent ?? '').includes(id), auditId, { timeout: 30_000 });
      await snapshot(admin, 'dev-playground');
      const hrefs = await admin.getByTestId('rest-documents').getByRole('link').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
      expect(hrefs).toEqual(['/api/docs', '/api/openapi.json']);
      const openApi = await (await admin.request.get(`${t.url}/api/openapi.json`)).json();
      expect(openApi.openapi).toMatch(/^3\./);
    }, 120_000);

    it('keeps the GraphiQL code out of the main bundle (it loads with the page that uses it)', async () => {
      const html = await (await admin.request.get(`${t.url}/`)).text();
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      const main = await (await admin.request.get(new URL(entry!, `${t.url}/`).toString())).text();
      expect(main.length).toBeGreaterThan(100_000);
      expect(main).not.toContain('graphiql-execute-button');
    });

    it('tells a user without API access that the playground is not theirs, and offers no sidebar entry', async () => {
      await publisher.goto(`${t.url}/#/dev-playground`);
      await publisher.getByTestId('no-access').waitFor();
      expect(await publisher.getByTestId('no-access').innerText()).toContain('Only a super admin or a user with API access');
      expect(await publisher.locator('.RaSidebar-fixed a[href="#/dev-playground"]').count()).toBe(0);
      expect(await admin.locator('.RaSidebar-fixed a[href="#/dev-playground"]').count()).toBe(1);
    }, 60_000);
  });

  describe('empty states', () => {
    it("says a batch without audits has nothing to map yet, and what to do", async () => {
      // The batch's audits gone from the read model: the batch stays, its map is empty.
      await t.provider<DataSource>('DataSource').query(`DELETE FROM reporting.audits WHERE batch_id = $1`, [batchId]);
      await admin.goto(`${t.url}/#/reporting/atlas/batches/${batchId}`);
      await admin.getByTestId('empty-state').waitFor();
      expect(await admin.getByTestId('empty-state').innerText()).toContain('This batch has no audits yet');
    }, 60_000);
  });
});
