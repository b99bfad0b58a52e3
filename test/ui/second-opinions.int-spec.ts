import type { Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { memoryCookieStatusText } from '@tracklight/presentation';
import { links, SECOND_OPINION_HOSTS } from '../sandbox';
import { ADMIN, api, logInThroughUi, snapshot, startUiTestApp, type UiTestApp, runBatch } from './ui-test-app';

const IMMEDIATE = memoryCookieStatusText('IMMEDIATE');


/**
 * The second opinions on the audit pages (issue 17 item 4), built UI against a real audit: a batch
 * asking for Lite on a shop that publishes app association files. The Lite page and its old
 * address, the Lite chip in the result bar, the association files, and the tracking matrix that
 * replaces the status once the audit is more than three months old.
 */
describe('second opinions on the audit pages (built UI, real Chromium, sandbox audit)', () => {
  let t: UiTestApp;
  let page: Page;
  let auditId: string;

  const open = async (subPage = '') => {
    await page.goto(`${t.url}/#/reporting/audits/${auditId}${subPage ? `/${subPage}` : ''}`);
    await page.locator(`[data-testid="audit-page"][data-audit-id="${auditId}"]`).waitFor();
  };

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_TIMEOUT_MS: '90000' });
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const token = admin.tokens.accessToken;
    const [audit] = await runBatch(
      t,
      token,
      { batchName: 'Lite asked', useLite: true },
      [{ link: links.awin(t.sandbox, `http://${SECOND_OPINION_HOSTS.appLinks}/`), countryCode: 'gb' }],
      300_000,
    );
    auditId = audit.id;
    page = await t.newPage();
    // The 2.4 MB bundle can take over 30 s to load on a busy shared machine.
    await page.goto(`${t.url}/#/login`, { timeout: 120_000 });
    await logInThroughUi(page, ADMIN.username, ADMIN.password);
    await page.waitForURL(/#\/reporting\/batches/);
  }, 420_000);

  afterAll(() => t?.close());

  it('shows the Lite result with its source and why it ran, and its screenshots', async () => {
    await open('lite-results');
    const facts = page.getByTestId('lite-facts');
    await facts.waitFor();
    const text = await facts.textContent();
    expect(text).toContain(`Lite result${IMMEDIATE}`);
    expect(text).toContain('SourceLocal processing');
    expect(text).toContain('Why Lite ranAsked for by the batch');
    const shot = page.locator('img[src*="-lite-alp.png"]').first();
    await shot.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await shot.elementHandle());
    expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await snapshot(page, 'second-opinions-lite-results');
  }, 60_000);

  it('opens the Lite page from the old lambda-test-results address', async () => {
    await page.goto(`${t.url}/#/reporting/audits/${auditId}/lambda-test-results`);
    await page.waitForURL(new RegExp(`#/reporting/audits/${auditId}/lite-results$`));
    await page.getByTestId('lite-facts').waitFor();
  }, 60_000);

  it('states the Lite opinion in the result bar and shows the app association files to a user with the access right', async () => {
    await open();
    const lite = page.getByTestId('audit-result-bar').getByTestId('lite-result');
    expect(await lite.locator('.MuiChip-label').textContent()).toBe(`Lite: ${IMMEDIATE}`);
    await lite.getByTestId('status-source-local-processing').waitFor();
    const files = page.getByTestId('site-app-associations');
    await files.waitFor();
    expect(await files.textContent()).toContain('test.applinks.shop');
    await snapshot(page, 'second-opinions-audit-report');
  }, 60_000);

  it('replaces the status by the tracking matrix once the audit is older than three months', async () => {
    await t.provider<DataSource>('DataSource').query(`UPDATE reporting.audits SET audited_at = now() - interval '4 months' WHERE id = $1`, [auditId]);
    await page.reload();
    await page.locator(`[data-testid="audit-page"][data-audit-id="${auditId}"]`).waitFor();
    const matrix = page.getByTestId('audit-result-bar').getByTestId('tracking-matrix');
    await matrix.waitFor();
    expect(await page.getByTestId('audit-result-bar').getByTestId('audit-result').count()).toBe(0);
    const rows = await matrix.locator('tbody tr th').allTextContents();
    expect(rows).toEqual(['Network check', 'Consent check', 'Next check']);
    // The plain shop has a network tag at load and no CMP: the first stage's network check passed.
    expect(await matrix.locator('tbody tr').first().locator('td').first().textContent()).toBe('OK');
    await snapshot(page, 'second-opinions-tracking-matrix');
  }, 60_000);
});
