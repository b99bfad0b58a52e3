import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, flash, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp, runBatch } from './ui-test-app';

const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';

const save = (page: Page) => button(page, 'Save').click();

/** The publisher's one-link batch (a non-matched tag: errors 5.3.1 and 5.4), run to the end; its audit id. */
const auditOneLink = async (t: UiTestApp, token: string): Promise<string> => {
  const [audit] = await runBatch(
    t,
    token,
    { batchName: 'CMS results' },
    [{ link: scenarioById('awin-nonmatched-tag').link(t.sandbox), userDefinedNetwork: 'AWIN', countryCode: 'gb' }],
    120_000,
  );
  return audit.id;
};

/**
 * The CMS screens that shape results (admin-ui/src/cms/errors, guided-results, statuses) and what
 * they change on the publisher's audit pages: an error's text and staff-only switch, a guided
 * result shown as 'Guide: ...'; a publisher has no way in.
 */
describe('CMS errors, guided results and statuses UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;
  let auditId: string;
  let guidedId: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const login = await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } });
    auditId = await auditOneLink(t, login.tokens.accessToken);
  }, 200_000);
  afterAll(() => t?.close());

  const outputErrors = async (page: Page) => {
    await page.goto(`${t.url}/#/reporting/audits/${auditId}/output-report`);
    await page.reload();
    const facts = page.getByTestId('output-facts');
    await facts.getByText('Audit status').waitFor();
    return facts.textContent();
  };

  /**
   * Reporting learns a CMS change from its events a moment after the CMS answers: the audit page is
   * read again until its result bar shows `text`.
   */
  const resultShows = (page: Page, text: string) =>
    eventually(async () => {
      await page.goto(`${t.url}/#/reporting/audits/${auditId}`);
      await page.reload();
      await page.getByTestId('audit-result').getByText(text, { exact: true }).waitFor({ timeout: 3000 });
    }, 30_000);

  it('finds an error, edits its text and switches, and shows who changed what', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Error Management').click();
    await page.waitForURL(/#\/error-management$/);
    await row(page, 'Shopify detected').waitFor();
    await expect(page.getByRole('link', { name: 'Create' }).count()).resolves.toBe(0);
    await page.getByPlaceholder('Search errors').fill('5.3.1');
    await row(page, 'Shopify detected').waitFor({ state: 'detached' });
    await row(page, 'Tag of another advertiser').click();
    await page.waitForURL(/#\/error-management\/update\/5\.3\.1$/);
    await page.locator('input[name="description"]').fill('Another advertiser’s tag on the page');
    await page.getByLabel('Staff only').check();
    await save(page);
    await flash(page, 'Error saved');

    await page.goto(`${t.url}/#/error-management`);
    await page.getByPlaceholder('Search errors').fill('');
    await row(page, 'Shopify detected').waitFor();
    await button(page, 'Add filter').click();
    await page.getByRole('menuitemcheckbox', { name: 'Staff only' }).click();
    await page.getByRole('combobox', { name: 'Staff only' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await row(page, 'Shopify detected').waitFor({ state: 'detached' });
    await row(page, 'Another advertiser’s tag on the page').waitFor();
    await expect(page.getByRole('row').count()).resolves.toBe(2);
    await snapshot(page, 'cms-results-01-errors-filtered');

    await page.goto(`${t.url}/#/error-management/update/5.3.1`);
    await page.getByRole('link', { name: 'Update history' }).click();
    await page.waitForURL(/#\/error-management\/update-history\/5\.3\.1$/);
    const history = page.getByTestId('history-panel');
    const edited = history.locator('tr[data-event-type="AuditErrorUpdated"]');
    await edited.getByText('Another advertiser’s tag on the page').waitFor();
    await expect(edited.textContent()).resolves.toContain(`<${ADMIN.username}>`);
    await expect(edited.locator('li[data-field="moonpullOnly"]').textContent()).resolves.toContain('yes');
    await history.locator('tr[data-event-type="AuditErrorCreated"]').getByText('System', { exact: true }).waitFor();
    await snapshot(page, 'cms-results-02-error-history');

    // The switches in the list flip at once (PATCH /cms/errors/{id}/toggle-...).
    await page.goto(`${t.url}/#/error-management?filter=${encodeURIComponent('{"q":"10.2.1"}')}`);
    await row(page, 'Shopify detected').getByRole('button', { name: 'Hide from downloads' }).click();
    await flash(page, 'Error 10.2.1 is hidden from downloads');
    await row(page, 'Shopify detected').getByRole('button', { name: 'Show in downloads' }).click();
    await flash(page, 'Error 10.2.1 is no longer hidden from downloads');
    await row(page, 'Shopify detected').getByRole('button', { name: 'Hide from downloads' }).waitFor();
    expect(page.url()).toMatch(/#\/error-management\?/);

    // The staff still see the error, in the CMS's words, written out beside its id.
    expect(await outputErrors(page)).toContain('5.3.1 Another advertiser’s tag on the page');
  }, 120_000);

  it("hides the staff-only error from the publisher's audit pages", async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await eventually(async () => {
      const shown = await outputErrors(page);
      expect(shown).toContain('5.4');
      expect(shown).not.toContain('5.3.1');
    }, 30_000);
  }, 60_000);

  it("creates, amends, deletes and restores a guided result, shown as 'Guide: ...' on the audit", async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Guided Results').click();
    await page.waitForURL(/#\/cms\/guided-results$/);
    await page.getByText('No guided results yet.').waitFor();
    // From the audit's report, the create screen opens with the audit filled in.
    await page.goto(`${t.url}/#/reporting/audits/${auditId}`);
    await page.getByRole('link', { name: 'Add a guided result' }).click();
    await page.waitForURL(/#\/cms\/guided-results\/create\?source=/);
    // The audit picker shows its choice once it has read it: waited for, not read at once.
    await eventually(async () => expect(await page.locator('input[name="auditId"]').inputValue()).toBe(auditId), 15_000);
    await save(page);
    await page.getByText('Status shown is required.').waitFor();
    await page.locator('input[name="readableStatus"]').fill('Tracking confirmed by hand');
    await save(page);
    // The history under the form names the event in the same words: the flash is the alert.
    await page.getByRole('alert').getByText('Guided result created', { exact: true }).waitFor();
    await page.waitForURL(/#\/cms\/guided-results\/[0-9a-f-]{36}\/amend$/);
    const amendUrl = page.url();
    guidedId = /guided-results\/([0-9a-f-]{36})\/amend/.exec(amendUrl)![1];
    await page.locator('input[name="readableStatus"]').fill('Tracking confirmed');
    await save(page);
    await flash(page, 'Guided result saved');
    await page.getByTestId('history-panel').locator('tr[data-event-type="GuidedResultUpdated"]').getByText('Tracking confirmed', { exact: true }).waitFor();

    const publisher = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await resultShows(publisher, 'Guide: Tracking confirmed');
    await snapshot(publisher, 'cms-results-03-guided-audit');
    // The lists show it too, as the status of the audit.
    await publisher.goto(`${t.url}/#/reporting/audits`);
    await publisher.getByTestId('memory-cookie-status').getByText('Guide: Tracking confirmed', { exact: true }).waitFor();

    await page.goto(`${t.url}/#/cms/guided-results`);
    await row(page, 'Tracking confirmed').waitFor();
    await page.goto(amendUrl);
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/cms\/guided-results(\?.*)?$/);
    await page.getByText('No guided results yet.').waitFor();
    // The audit's own status again.
    await resultShows(publisher, 'No memory cookie');
    await expect(publisher.getByText('Guide: Tracking confirmed', { exact: true }).count()).resolves.toBe(0);

    await page.goto(amendUrl);
    await page.getByText('This guided result is deleted. Restore it to change it.').waitFor();
    await button(page, 'Restore').click();
    await page.getByRole('alert').getByText('Guided result restored', { exact: true }).waitFor();
    await resultShows(publisher, 'Guide: Tracking confirmed');
  }, 120_000);

  it('records a status for an audit and deletes it after confirmation', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Statuses').click();
    await page.waitForURL(/#\/cms\/statuses$/);
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.locator('input[name="auditId"]').fill(auditId);
    await page.getByRole('combobox', { name: 'Source' }).click();
    await page.getByRole('option', { name: 'Web unlocker' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cookie immediately' }).click();
    await save(page);
    await flash(page, 'Status created');
    await page.waitForURL(/#\/cms\/statuses\/[0-9a-f-]{36}\/update$/);
    const statusUrl = page.url();

    // With the guided result gone, the audit shows the enhanced status, with its source's icon.
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const removed = await api(t.url, '/gql', {
      token: admin.tokens.accessToken,
      body: { query: 'mutation($id: ID!) { guidedResultSoftDeleteById(id: $id) { id } }', variables: { id: guidedId } },
    });
    expect(removed.errors).toBeUndefined();
    await resultShows(page, 'Cookie immediately');
    await page.getByTestId('audit-result').getByTestId('status-source-web-unlocker').waitFor();
    await snapshot(page, 'cms-results-04-enhanced-status');

    await page.goto(`${t.url}/#/cms/statuses`);
    await row(page, 'Web unlocker').waitFor();
    await page.goto(statusUrl);
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/cms\/statuses(\?.*)?$/);
    await page.getByText('No statuses yet.').waitFor();
    await snapshot(page, 'cms-results-05-statuses-empty');
    await resultShows(page, 'No memory cookie');
  }, 120_000);

  it('finds, creates and edits a reason', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Reasons Management').click();
    await page.waitForURL(/#\/reasons-management$/);
    await row(page, 'Advertiser closed').waitFor();
    await page.getByPlaceholder('Search reasons').fill('shopify');
    await row(page, 'Advertiser closed').waitFor({ state: 'detached' });
    await row(page, 'Shopify detected').click();
    await page.waitForURL(/#\/reasons-management\/update\/shopify$/);
    await page.locator('input[name="reason"]').fill('Shop runs on Shopify');
    await save(page);
    await flash(page, 'Reason saved');

    await page.goto(`${t.url}/#/reasons-management/create`);
    await page.locator('input[name="id"]').fill('slow_landing');
    await save(page);
    await page.getByText('Reason is required.').waitFor();
    await page.locator('input[name="reason"]').fill('Landing page too slow');
    await save(page);
    await flash(page, 'Reason created');
    await page.waitForURL(/#\/reasons-management\/update\/slow_landing$/);
    await page.goto(`${t.url}/#/reasons-management`);
    await page.getByPlaceholder('Search reasons').fill('');
    await row(page, 'Landing page too slow').waitFor();
    await row(page, 'Shop runs on Shopify').waitFor();
    await snapshot(page, 'cms-results-06-reasons');
  }, 60_000);

  it('keeps these CMS screens from a publisher: no sidebar entries, and the server refuses', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    for (const entry of ['Error Management', 'Guided Results', 'Statuses', 'Reasons Management']) await expect(menuItem(page, entry).count()).resolves.toBe(0);
    await page.goto(`${t.url}/#/reporting/audits/${auditId}`);
    await page.getByTestId('audit-result').waitFor();
    await expect(page.getByRole('link', { name: 'Add a guided result' }).count()).resolves.toBe(0);
    await page.goto(`${t.url}/#/cms/guided-results/create`);
    await page.locator('input[name="auditId"]').fill(auditId);
    await page.locator('input[name="readableStatus"]').fill('Sneaky');
    await save(page);
    await flash(page, FORBIDDEN);
  }, 60_000);
});
