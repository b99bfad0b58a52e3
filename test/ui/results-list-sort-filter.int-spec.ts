import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { scenarioById } from '../sandbox';
import { api, awaitBatchAudited, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const AWIN = scenarioById('awin-immediate');
const CJ = scenarioById('didomi-cj-never');

/**
 * Issue 22, 'lists like the best admin apps', for Your Results: the batches sorted by name on the
 * server, filtered by the network their audits recognised (kept in the address over a reload),
 * and found by the text of their name and of their links. Two real sandbox batches on two
 * networks, as a publisher.
 */
describe('Your Results: sort, filter, search (all-in-one, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let page: Page;
  let cjLink: string;

  // react-admin restores a list's last filters and sort when the address has none: each test starts from explicit ones.
  const openResults = () => page.goto(`${t.url}/#/reporting/batches?filter=%7B%7D&sort=startedAt&order=DESC&page=1`);
  const dataRows = () => page.locator('tbody tr');
  const firstRowText = () => dataRows().first().innerText();

  beforeAll(async () => {
    t = await startUiTestApp();
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const token = (await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } })).tokens.accessToken;
    cjLink = CJ.link(t.sandbox);
    const submit = (batchName: string, link: string) =>
      api(t.url, '/audit?engine=luna', { token, body: { batchMeta: { batchName, notifyOnComplete: false, proxy: 'gb' }, batchLinks: [{ link, countryCode: 'gb' }] } });
    const spring = await submit('Spring sale', AWIN.link(t.sandbox));
    const autumn = await submit('Autumn promo', cjLink);
    await Promise.all([awaitBatchAudited(t.url, token, spring.batchId), awaitBatchAudited(t.url, token, autumn.batchId)]);
    page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
  }, 300_000);
  afterAll(() => t?.close());

  it('sorts Your Results by name on the server, both ways', async () => {
    await openResults();
    await row(page, 'Spring sale').waitFor();
    const header = page.getByRole('columnheader', { name: 'Name' });
    await header.getByRole('button').click();
    await page.waitForURL(/sort=name.*order=ASC|order=ASC.*sort=name/);
    await eventually(async () => expect(await firstRowText()).toContain('Autumn promo'));
    await header.getByRole('button').click();
    await page.waitForURL(/order=DESC/);
    await eventually(async () => expect(await firstRowText()).toContain('Spring sale'));
    await snapshot(page, 'results-list-01-sorted-by-name');
  });

  it("filters by a network its audits recognised, and keeps the filter in the address over a reload", async () => {
    await openResults();
    await row(page, 'Spring sale').waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Network', exact: true }).click();
    await page.getByRole('combobox', { name: 'Network' }).fill(CJ.network);
    await page.getByRole('option', { name: CJ.network, exact: true }).click();
    await row(page, 'Spring sale').waitFor({ state: 'detached' });
    await eventually(async () => expect(await dataRows().count()).toBe(1));
    expect(decodeURIComponent(page.url())).toContain('"networkId"');
    await page.reload();
    await row(page, 'Autumn promo').waitFor();
    await eventually(async () => expect(await dataRows().count()).toBe(1));
    await snapshot(page, 'results-list-02-filtered-by-network');
  });

  it('finds batches by their name and by the text of their links', async () => {
    await openResults();
    await row(page, 'Spring sale').waitFor();
    const search = page.getByPlaceholder('Batch name, advertiser, link');
    await search.fill('spring');
    await row(page, 'Autumn promo').waitFor({ state: 'detached' });
    await row(page, 'Spring sale').waitFor();
    await search.fill(new URL(cjLink).pathname);
    await row(page, 'Spring sale').waitFor({ state: 'detached' });
    await row(page, 'Autumn promo').waitFor();
    await search.fill('no such text anywhere');
    await eventually(async () => expect(await dataRows().count()).toBe(0));
  });
});
