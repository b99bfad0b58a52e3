import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, flash, menuItem, openLoggedIn, row, snapshot, startUiTestApp, type UiTestApp, auditOnce } from './ui-test-app';

// AWIN with no consent banner: the tag stores _aw_m_<mid> at load, so the audit reads IMMEDIATE
// until the CMS asks for another cookie name.
const AWIN_IMMEDIATE = scenarioById('awin-immediate');

const NETWORK = `query Network($id: ID!) { networkById(id: $id) { version successCriteriaEdited deletedAt } }`;


const save = (page: Page) => button(page, 'Save').click();
/** An input of the form by its react-hook-form name, e.g. memoryCookie.0.namePattern. */
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
/** The "Add" button of one list input, found by the list's label. */
const addTo = (page: Page, label: string) =>
  page.locator('.ra-input').filter({ has: page.getByText(label, { exact: true }) }).first().getByRole('button', { name: 'Add' }).first();

/**
 * The CMS network screens (admin-ui/src/cms/networks): list with search and a filter and the CSV
 * export, create (a bad regex refused with its message first), edit of the definition (which
 * changes the next audit's verdict, the technical report naming the new version), the success
 * criteria editor (a bad regex refused by place), soft delete and restore.
 */
describe('CMS networks UI (built, served by the API, real Chromium, sandbox audits)', () => {
  let t: UiTestApp;
  let token: string;
  let page: Page;

  const networkState = async (id: string) => (await api(t.url, '/gql', { token, body: { query: NETWORK, variables: { id } } })).data.networkById;

  beforeAll(async () => {
    t = await startUiTestApp();
    token = (await api(t.url, '/auth/login', { body: ADMIN })).tokens.accessToken;
    page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists networks with search, a filter and the CSV export', async () => {
    await menuItem(page, 'Networks').click();
    await page.waitForURL(/#\/cms\/networks$/);
    await row(page, 'Partnerize').waitFor();
    await page.getByRole('columnheader', { name: 'Version' }).waitFor();
    await snapshot(page, 'cms-networks-01-list');

    await page.getByPlaceholder('Search networks').fill('performance horizon');
    await row(page, 'Partnerize').waitFor();
    await row(page, 'AWIN').waitFor({ state: 'detached' });
    await page.getByPlaceholder('Search networks').fill('');
    await row(page, 'AWIN').waitFor();

    await button(page, 'Add filter').click();
    await page.getByRole('menuitemcheckbox', { name: 'Active' }).click();
    await page.getByRole('combobox', { name: 'Active' }).click();
    await page.getByRole('option', { name: 'No' }).click();
    await row(page, 'Webgains').waitFor();
    await row(page, 'AWIN').waitFor({ state: 'detached' });
    await snapshot(page, 'cms-networks-02-inactive');

    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Success criteria');
    expect(csv).toContain('Webgains');
    expect(csv).not.toContain('AWIN');
  });

  it('creates a network, refusing a bad regex with its message first', async () => {
    await page.goto(`${t.url}/#/cms/networks`);
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL(/#\/cms\/networks\/create$/);
    await field(page, 'id').fill('flexoffers');
    await field(page, 'name').fill('FlexOffers');
    await addTo(page, 'Memory cookie rules').click();
    await field(page, 'memoryCookie.0.namePattern').fill('^flex_(');
    await save(page);
    await page.getByText('Memory cookie rules › 1 › name pattern is not a valid regular expression.').waitFor();
    await snapshot(page, 'cms-networks-03-create-refused');
    expect((await api(t.url, '/gql', { token, body: { query: NETWORK, variables: { id: 'flexoffers' } } })).data.networkById).toBeNull();

    await field(page, 'memoryCookie.0.namePattern').fill('^flex_{advertiserId}$');
    await save(page);
    // The history below the form names the same event: read the flash from the alert.
    await page.getByRole('alert').getByText('Network created', { exact: true }).waitFor();
    await page.waitForURL(/#\/cms\/networks\/flexoffers\/update$/);
    await page.getByTestId('network-version').getByText('Version 1').waitFor();
    // Its history starts with the creation, by the super admin, with the rule just set.
    const created = page.getByTestId('history-panel').locator('tr[data-event-type="NetworkCreated"]');
    await created.getByText(ADMIN.username, { exact: false }).waitFor();
    await created.getByRole('button', { name: /Show all \d+ changed fields/ }).click();
    await created.getByText('^flex_{advertiserId}$', { exact: false }).waitFor();
  });

  it('edits AWIN’s memory-cookie rule: the next audit of the same link is judged by it, and the technical report names the version', async () => {
    const link = AWIN_IMMEDIATE.link(t.sandbox);
    const before = await auditOnce(t, token, link, 'Network edit');
    expect(before.memoryCookieStatus).toBe('IMMEDIATE');
    await page.goto(`${t.url}/#/reporting/audits/${before.id}/technical-report`);
    await page.getByTestId('network-definition-version').getByText('AWIN, version 1').waitFor();

    await page.goto(`${t.url}/#/cms/networks/awin/update`);
    await page.getByTestId('network-version').getByText('Version 1').waitFor();
    await field(page, 'memoryCookie.0.namePattern').fill('^_aw_x_{advertiserId}$');
    await field(page, 'memoryCookie.1.namePattern').fill('^_aw_y_{advertiserId}$');
    await save(page);
    await flash(page, 'Network saved');
    await page.getByTestId('network-version').getByText('Version 2').waitFor();
    await snapshot(page, 'cms-networks-04-awin-edited');

    const after = await auditOnce(t, token, link, 'Network edit');
    expect(after.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
    await page.goto(`${t.url}/#/reporting/audits/${after.id}/technical-report`);
    await page.getByTestId('network-definition-version').getByText('AWIN, version 2').waitFor();
    await page.getByTestId('stage-checks').locator('tr[data-stage="alp"]').getByText('5.4').waitFor();
    await snapshot(page, 'cms-networks-05-technical-report-version');
  }, 240_000);

  it('edits the success criteria stage by stage, refusing a bad regex by place', async () => {
    await page.goto(`${t.url}/#/cms/networks/awin/update`);
    await page.getByRole('link', { name: 'Edit success criteria' }).click();
    await page.waitForURL(/#\/cms\/networks\/success-criteria\?network=awin$/);
    await page.getByTestId('criteria-version').getByText('AWIN, version 2').waitFor();
    await page.getByTestId('criteria-source').getByText("These criteria follow the network's definition until you save your own.").waitFor();

    await field(page, 'successCriteria.alp.cookies.0.rules.0.namePattern').fill('[unclosed');
    await button(page, 'Save success criteria').click();
    const message = 'alp › cookies › 1 › rules › 1 › name pattern is not a valid regular expression.';
    await page.getByTestId('criteria-problems').getByText(message).waitFor();
    await page.getByText(message).first().waitFor();
    await snapshot(page, 'cms-networks-06-criteria-refused');
    expect(await networkState('awin')).toMatchObject({ version: 2, successCriteriaEdited: false });

    // Another stage: the post-consent page no longer checks the click id.
    await field(page, 'successCriteria.alp.cookies.0.rules.0.namePattern').fill('^_aw_m_{advertiserId}$');
    // Clicked again if the click was lost: on a machine as busy as CI's, the form can draw itself
    // anew (a refetch of the network) between the click and the check, back on its first tab.
    const removeClickIdCheck = page.locator('[class*="button-remove-successCriteria.alp-post-consent.query-0"]');
    await eventually(async () => {
      await page.getByRole('tab', { name: /^alp-post-consent:/ }).click();
      await removeClickIdCheck.waitFor({ timeout: 5_000 });
    }, 60_000);
    await removeClickIdCheck.click();
    await field(page, 'successCriteria.alp-post-consent.query.0.errorId').waitFor({ state: 'detached' });
    await button(page, 'Save success criteria').click();
    await flash(page, 'Success criteria saved');
    await page.getByTestId('criteria-version').getByText('AWIN, version 3').waitFor();
    await page.getByTestId('criteria-source').getByText('These criteria were set in the CMS; edits of the definition no longer change them.').waitFor();
    expect(await networkState('awin')).toMatchObject({ version: 3, successCriteriaEdited: true });
    await snapshot(page, 'cms-networks-07-criteria-saved');

    await button(page, 'Follow the definition again').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await flash(page, 'Success criteria follow the definition again');
    await page.getByTestId('criteria-version').getByText('AWIN, version 4').waitFor();
    expect(await networkState('awin')).toMatchObject({ version: 4, successCriteriaEdited: false });
  });

  it('deletes a network softly and restores it', async () => {
    await page.goto(`${t.url}/#/cms/networks/flexoffers/update`);
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/cms\/networks(\?.*)?$/);
    await page.getByPlaceholder('Search networks').fill('flex');
    await page.getByText('No networks match. Clear the search or the filters to see every network.').waitFor();
    expect((await networkState('flexoffers')).deletedAt).not.toBeNull();

    await page.goto(`${t.url}/#/cms/networks/flexoffers/update`);
    await page.getByText('This network is deleted. Restore it to change it.').waitFor();
    await snapshot(page, 'cms-networks-08-deleted');
    await button(page, 'Restore').click();
    // The history below the form names the same event: read the flash from the alert.
    await page.getByRole('alert').getByText('Network restored', { exact: true }).waitFor();
    await page.getByText('This network is deleted. Restore it to change it.').waitFor({ state: 'detached' });
    expect((await networkState('flexoffers')).deletedAt).toBeNull();
  });
});
