import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { ADMIN, api, auditOnce, button, menuItem, openLoggedIn, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// AWIN with no consent banner: the tag stores _aw_m_<mid> at load, so the audit reads IMMEDIATE
// until the CMS says the advertiser cannot be audited.
const AWIN_IMMEDIATE = scenarioById('awin-immediate');

const save = (page: Page) => button(page, 'Save').click();
/** A flash message (the history table below the form names events in the same words). */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/**
 * The CMS advertiser screens (admin-ui/src/cms/advertisers): list with a filter and the CSV export,
 * create (refusals in the server's words first), edit, soft delete and restore, a network's CSV
 * import with its progress; and, end to end on the sandbox world, an advertiser marked "cannot
 * audit" turns its next audit into manual review shown as 'MR (Advertiser setting)'.
 */
describe('CMS advertisers UI (built, served by the API, real Chromium, sandbox audits)', () => {
  let t: UiTestApp;
  let token: string;
  let page: Page;

  beforeAll(async () => {
    t = await startUiTestApp();
    token = (await api(t.url, '/auth/login', { body: ADMIN })).tokens.accessToken;
    page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  it('creates, lists with a filter, exports, edits, deletes and restores an advertiser', async () => {
    await menuItem(page, 'Advertisers').click();
    await page.waitForURL(/#\/cms\/advertisers$/);
    await page.getByText('No advertisers yet.').waitFor();

    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL(/#\/cms\/advertisers\/create$/);
    await page.getByRole('combobox', { name: 'Network' }).fill('CJ');
    await page.getByRole('option', { name: 'CJ', exact: true }).click();
    await field(page, 'advertiserId').fill('cj-100');
    await field(page, 'name').fill('Garden Centre');
    await save(page);
    await page.getByText('Domain is required.').waitFor();
    await field(page, 'domain').fill('garden-centre.test');
    await page.getByLabel('Cannot audit', { exact: true }).check();
    await save(page);
    await page.getByText('Cannot audit reason is required when the advertiser cannot be audited.').waitFor();
    await field(page, 'cannotAuditReason').fill('Hard block for data-centre traffic');
    await save(page);
    await notice(page, 'Advertiser created');
    await page.waitForURL(/#\/cms\/advertisers\/[0-9a-f]{24}\/update$/);
    const editUrl = page.url();

    await field(page, 'publicComment').fill('Audits go to manual review');
    await save(page);
    await notice(page, 'Advertiser saved');
    // Its history: the creation and the edit, each by the super admin.
    const history = page.getByTestId('history-panel');
    await history.locator('tr[data-event-type="AdvertiserCreated"]').getByText(ADMIN.username, { exact: false }).waitFor();
    await history.locator('tr[data-event-type="AdvertiserUpdated"]').getByText('Audits go to manual review', { exact: false }).waitFor();
    await snapshot(page, 'cms-advertisers-01-edit');

    await api(t.url, '/cms/advertisers', { token, body: { networkId: 'cj', advertiserId: 'cj-200', name: 'Book Barn', domain: 'book-barn.test' } });
    await page.goto(`${t.url}/#/cms/advertisers`);
    await row(page, 'Garden Centre').waitFor();
    await row(page, 'Book Barn').waitFor();
    await button(page, 'Add filter').click();
    await page.getByRole('menuitemcheckbox', { name: 'Cannot audit' }).click();
    await page.getByRole('combobox', { name: 'Cannot audit' }).click();
    await page.getByRole('option', { name: 'Yes', exact: true }).click();
    await row(page, 'Book Barn').waitFor({ state: 'detached' });
    await row(page, 'Garden Centre').waitFor();
    await snapshot(page, 'cms-advertisers-02-filtered');

    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Cannot audit reason');
    expect(csv).toContain('Hard block for data-centre traffic');
    expect(csv).not.toContain('Book Barn');

    await page.goto(editUrl);
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No advertisers match. Clear the search or the filters to see every advertiser.').waitFor();
    expect(page.url()).toMatch(/#\/cms\/advertisers(\?|$)/);

    await page.goto(editUrl);
    await page.getByText('This advertiser is deleted. Restore it to change it.').waitFor();
    await button(page, 'Restore').click();
    await notice(page, 'Advertiser restored');
    await page.getByText('This advertiser is deleted. Restore it to change it.').waitFor({ state: 'detached' });
  });

  it('shows where the advertiser’s whitelisting stands, in the list, its export and the edit screen, linking to the request', async () => {
    const advertiser = await api(t.url, '/cms/advertisers', { token, body: { networkId: 'cj', advertiserId: 'cj-300', name: 'Tea Tins', domain: 'tea-tins.test' } });
    const editUrl = `${t.url}/#/cms/advertisers/${advertiser.id}/update`;
    await page.goto(editUrl);
    await page.getByTestId('whitelist-status').getByText('Whitelisting: Not requested.').waitFor();

    const requested = await api(t.url, '/gql', {
      token,
      body: {
        query: `mutation($r: WhitelistingRequestCreateInput!) { whitelistingRequestCreate(record: $r) { id } }`,
        variables: { r: { advertiserId: advertiser.id, technicalContact: 'Tess Tech', technicalContactEmail: 'tess@tea-tins.test' } },
      },
    });
    const requestId = requested.data.whitelistingRequestCreate.id;
    await page.reload();
    await page.getByTestId('whitelist-status').getByText('Whitelisting: Requested, not sent to the advertiser yet.').waitFor();

    await page.goto(`${t.url}/#/cms/advertisers?filter=${encodeURIComponent(JSON.stringify({ q: 'Tea Tins' }))}`);
    await row(page, 'Tea Tins').getByText('Requested, not sent to the advertiser yet').waitFor();
    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Whitelisting');
    expect(csv).toContain('Requested, not sent to the advertiser yet');

    await page.goto(editUrl);
    await page.getByRole('link', { name: 'Follow up the request' }).click();
    await page.waitForURL(new RegExp(`#/cms/whitelist/${requestId}/update$`));
    await page.getByLabel('Sent', { exact: true }).check();
    await page.getByLabel('Active', { exact: true }).check();
    await save(page);
    await notice(page, 'Whitelisting request saved');
    // The advertiser reads the request from the CMS read model, which follows the event a moment later.
    await page.goto(editUrl);
    await eventually(async () => {
      await page.reload();
      await page.getByTestId('whitelist-status').getByText("Whitelisting: Active: the audit browser's traffic is whitelisted.").waitFor({ timeout: 5_000 });
    }, 30_000);
  });

  it('imports a network’s 10,000-row CSV whole, refusing a bad file by row and column, with a progress bar', async () => {
    await page.goto(`${t.url}/#/cms/advertisers`);
    await button(page, 'Import CSV').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Network' }).click();
    await page.getByRole('option', { name: 'CJ', exact: true }).click();
    const rows = Array.from({ length: 10_000 }, (_, i) => `imp-${i},Imported ${i},imported-${i}.test,no`);
    const choose = (name: string, text: string) => dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

    await choose('advertisers.txt', 'advertiserId,name\n');
    await button(dialog, 'Import').click();
    await dialog.getByText('Only .CSV files are supported').waitFor();

    await choose('advertisers.csv', ['advertiserId,name,domain,cannotAudit', ...rows, 'imp-x,Broken,not a domain,no'].join('\n'));
    await button(dialog, 'Import').click();
    await dialog.getByText('Row 10002, column domain: Domain must be a domain such as shop.example.com.').waitFor();

    await choose('advertisers.csv', ['advertiserId,name,domain,cannotAudit', ...rows].join('\n'));
    await button(dialog, 'Import').click();
    await dialog.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    // The bar follows the server while the list's read model takes the 10,000 in.
    await dialog.getByText(/Updating the list: [\d,]+ of 10,000/).waitFor({ timeout: 60_000 });
    await dialog.getByText('Imported: 10,000 new, 0 updated, 0 unchanged.').waitFor({ timeout: 90_000 });
    await snapshot(page, 'cms-advertisers-03-imported');
    await button(dialog, 'Close').click();
    // The list keeps the first test's "cannot audit" filter; clear it, then search.
    await page.goto(`${t.url}/#/cms/advertisers?filter=${encodeURIComponent('{}')}`);
    await page.getByPlaceholder('Search advertisers').fill('Imported 9999');
    await row(page, 'imported-9999.test').waitFor();
  }, 180_000);

  it('an advertiser marked "cannot audit" turns its next audit into MR (Advertiser setting), its settings shown as badges', async () => {
    const link = AWIN_IMMEDIATE.link(t.sandbox);
    const before = await auditOnce(t, token, link);
    expect(before.memoryCookieStatus).toBe('IMMEDIATE');

    // The audit recorded the advertiser it landed on; staff find it under AWIN once the list's
    // read model has taken the recording in.
    const items = await eventually(async () => {
      const list = await api(t.url, '/cms/advertisers?networkId=awin', { method: 'GET', token });
      expect(list.items).toHaveLength(1);
      return list.items;
    });
    await page.goto(`${t.url}/#/cms/advertisers/${items[0].id}/update`);
    await page.getByLabel('Cannot audit', { exact: true }).check();
    await field(page, 'cannotAuditReason').fill('Soft block');
    // Settings that show as badges on its audits (spec section 4).
    await field(page, 'trackingMethodNarrative').fill('Server postback after checkout');
    await page.getByRole('combobox', { name: 'Bespoke cookie value type' }).click();
    await page.getByRole('option', { name: '4 (Name and value)' }).click();
    await field(page, 'bespokeCookieName').fill('shop_aff');
    await field(page, 'bespokeCookieValue').fill('awin');
    await save(page);
    await notice(page, 'Advertiser saved');

    const after = await auditOnce(t, token, link);
    expect(after.memoryCookieStatus).toBe('MANUAL_REVIEW');
    await page.goto(`${t.url}/#/reporting/audits/${after.id}`);
    await page.getByText('MR (Advertiser setting)').first().waitFor();
    await page.getByText('GR: Soft block').first().waitFor();
    await page.getByText('Bespoke cookie: shop_aff=awin').first().waitFor();
    await page.getByText('Server postback after checkout').first().waitFor();
    await snapshot(page, 'cms-advertisers-04-manual-review');
  }, 240_000);
  it('a network user with the advertiserManagement grant manages only their company’s network’s advertisers', async () => {
    const company = await api(t.url, '/accounts/companies', { token, body: { name: 'CJ Network Ltd', numMonthlyLinks: 10, maxBatchSize: 5, queues: ['a'] } });
    await api(t.url, '/cms/networks/cj', { method: 'PATCH', token, body: { ownerId: company.id } });
    const mia = { username: 'mia@cj.example', temporary: 'temporary-pass-1', password: 'chosen-password-1' };
    await api(t.url, '/accounts/users', {
      token,
      body: { name: 'Mia', title: 'Publisher Manager', email: mia.username, companyId: company.id, password: mia.temporary, grants: ['advertiserManagement'] },
    });
    await api(t.url, '/auth/setup', { body: { username: mia.username, password: mia.temporary, newPassword: mia.password } });

    const garden = (await api(t.url, '/cms/advertisers?networkId=cj', { method: 'GET', token })).items.find((a: { name: string }) => a.name === 'Garden Centre');
    await api(t.url, `/cms/advertisers/${garden.id}`, { method: 'PATCH', token, body: { internalComment: 'Provider-only note' } });

    const own = await openLoggedIn(t, mia.username, mia.password);
    await menuItem(own, 'Advertisers').click();
    await own.waitForURL(/#\/cms\/advertisers/);
    await own.getByPlaceholder('Search advertisers').fill('Garden');
    await row(own, 'Garden Centre').waitFor();
    // AWIN's advertiser (recorded by the audits above) is another network's: not listed.
    const [awinAdvertiser] = (await api(t.url, '/cms/advertisers?networkId=awin', { method: 'GET', token })).items;
    await own.getByPlaceholder('Search advertisers').fill(awinAdvertiser.domain);
    await own.getByText('No advertisers match. Clear the search or the filters to see every advertiser.').waitFor();
    await own.getByPlaceholder('Search advertisers').fill('Garden');
    await row(own, 'Garden Centre').click();
    await own.waitForURL(/update$/);
    await field(own, 'publicComment').waitFor();
    // The internal comment is the provider's staff's: not on the form, not in the history.
    await expect(field(own, 'internalComment').count()).resolves.toBe(0);
    const history = own.getByTestId('history-panel');
    await history.locator('tr[data-event-type="AdvertiserUpdated"]').getByText('Audits go to manual review', { exact: false }).first().waitFor();
    await expect(history.getByText('Provider-only note', { exact: false }).count()).resolves.toBe(0);
    await snapshot(own, 'cms-advertisers-05-network-user');
    await own.context().close();
  });
});
