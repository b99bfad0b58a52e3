import type { Page } from 'playwright-core';
import { memoryCookieStatusText } from '@tracklight/presentation';
import { eventually } from '@tracklight/testing';
import { scenarioById, SHOP } from '../sandbox';
import { api, awaitBatchAudited, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const IMMEDIATE = scenarioById('awin-immediate');
const NO_COOKIE = scenarioById('awin-nonmatched-tag');

/**
 * Issue 22, 'lists like the best admin apps': Audit Search and a batch's audits sorted by the
 * verdict and filtered by it on the server, the text search, the filter kept in the address over a
 * reload, and a row opened from the keyboard. Two real sandbox audits with different verdicts, in
 * two batches, as a publisher.
 */
describe('audit lists: sort, filter, search, keyboard (all-in-one, built UI, real Chromium)', () => {
  let t: UiTestApp;
  let page: Page;
  let immediateLink: string;
  let noCookieLink: string;
  let springBatchId: string;

  // react-admin restores a list's last filters and sort when the address has none: each test starts from explicit ones.
  const openAuditSearch = () => page.goto(`${t.url}/#/reporting/audits?filter=%7B%7D&sort=auditedAt&order=DESC&page=1`);
  const dataRows = () => page.getByTestId('audit-search').locator('tbody tr');
  const firstRowLink = () => dataRows().first().locator('td').first().innerText();

  beforeAll(async () => {
    t = await startUiTestApp();
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    const token = (await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } })).tokens.accessToken;
    immediateLink = IMMEDIATE.link(t.sandbox);
    noCookieLink = NO_COOKIE.link(t.sandbox);
    const submit = (batchName: string, link: string) =>
      api(t.url, '/audit?engine=luna', { token, body: { batchMeta: { batchName, notifyOnComplete: false, proxy: 'gb' }, batchLinks: [{ link, countryCode: 'gb' }] } });
    const spring = await submit('Spring sale', immediateLink);
    const autumn = await submit('Autumn promo', noCookieLink);
    springBatchId = spring.batchId;
    const [[immediate], [noCookie]] = await Promise.all([awaitBatchAudited(t.url, token, spring.batchId), awaitBatchAudited(t.url, token, autumn.batchId)]);
    // The scenarios' verdicts, which the rest of the test tells apart.
    expect([immediate.memoryCookieStatus, noCookie.memoryCookieStatus]).toEqual(['IMMEDIATE', 'NO_MEMORY_COOKIE']);
    page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
  }, 300_000);
  afterAll(() => t?.close());

  it('sorts Audit Search by verdict on the server, both ways', async () => {
    await openAuditSearch();
    await row(page, immediateLink).waitFor();
    const header = page.getByRole('columnheader', { name: 'Memory Cookie Status' });
    await header.getByRole('button').click();
    await page.waitForURL(/sort=memoryCookieStatus.*order=ASC|order=ASC.*sort=memoryCookieStatus/);
    await eventually(async () => expect(await firstRowLink()).toBe(immediateLink));
    await header.getByRole('button').click();
    await page.waitForURL(/order=DESC/);
    await eventually(async () => expect(await firstRowLink()).toBe(noCookieLink));
    await snapshot(page, 'audit-lists-01-sorted-by-verdict');
  });

  it('filters by verdict, and keeps the filter in the address over a reload', async () => {
    await openAuditSearch();
    await row(page, noCookieLink).waitFor();
    await page.getByRole('combobox', { name: 'Verdict' }).click();
    await page.getByRole('option', { name: memoryCookieStatusText('NO_MEMORY_COOKIE'), exact: true }).click();
    await row(page, immediateLink).waitFor({ state: 'detached' });
    await eventually(async () => expect(await dataRows().count()).toBe(1));
    expect(page.url()).toContain('NO_MEMORY_COOKIE');
    await page.reload();
    await row(page, noCookieLink).waitFor();
    await expect(page.getByRole('combobox', { name: 'Verdict' }).innerText()).resolves.toBe(memoryCookieStatusText('NO_MEMORY_COOKIE'));
    await eventually(async () => expect(await dataRows().count()).toBe(1));
    await snapshot(page, 'audit-lists-02-filtered-by-verdict');
  });

  it("finds audits by their batch's name and by their landing domain", async () => {
    await openAuditSearch();
    await row(page, immediateLink).waitFor();
    const search = page.getByPlaceholder('Link, advertiser, network, batch');
    await search.fill('autumn');
    await row(page, immediateLink).waitFor({ state: 'detached' });
    await row(page, noCookieLink).waitFor();
    await search.fill(SHOP.plain);
    await row(page, noCookieLink).waitFor({ state: 'detached' });
    await row(page, immediateLink).waitFor();
    await search.fill('no such text anywhere');
    await eventually(async () => expect(await dataRows().count()).toBe(0));
  });

  it('opens a focused row with Enter, in Audit Search and on the batch page', async () => {
    await openAuditSearch();
    await row(page, immediateLink).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}$/);

    await page.goto(`${t.url}/#/reporting/memory/cookie/${springBatchId}`);
    const batchRow = page.getByTestId('batch-audits').getByRole('row').filter({ hasText: immediateLink });
    await batchRow.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/reporting\/audits\/[0-9a-f-]{36}$/);
  });
});
