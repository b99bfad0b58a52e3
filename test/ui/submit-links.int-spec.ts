import type { Page } from 'playwright-core';
import { memoryCookieStatusColour, memoryCookieStatusText } from '@tracklight/presentation';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// Spec sections 2, 5 and 8, verbatim.
const INVALID_QUICK_CHECK_LINK = 'Please enter a valid affiliate URL';
const INVALID_LINK = 'Invalid affiliate link. Please make sure the link is a valid URL.';
const COOKIE_PAIR = 'Cookie Name and Cookie Type must both be specified, if at all.';
const AT_LEAST_ONE_LINK = 'Batches must have at least one link';
const ONLY_CSV = 'Only .CSV files are supported';
const SOMETHING_WENT_WRONG = 'Something went wrong';
const REFERRER_WARNING = 'This network may require the Referrer in Additional Fields.';
// The server's refusals name the row and field (services/batches/src/submission/batch-link.input.ts).
const BAD_REFERRER = 'Row 2, referrer: The referrer must be a valid URL.';
const BAD_TIMEOUT = 'Row 1, extraTimeout: Extra timeout must be a number of seconds from 0 to 120.';
// react-admin's message for a required field left empty (the spec names the fields, not the words).
const REQUIRED = 'Required';

const UUID = '[0-9a-f-]{36}';
const PUBLISHER_FIELDS = ['referrer', 'cookieType', 'cookieName', 'customAni', 'tagA', 'tagB', 'tagC', 'tagD', 'tagE', 'placement', 'name'];
const SUPER_ADMIN_FIELDS = ['customMasterTag', 'proxyYN', 'proxyCountryCode', 'extraTimeout'];

const field = (page: Page, source: string) => page.locator(`[name="${source}"]`);
const flash = (page: Page, text: string) => page.locator('.MuiSnackbar-root').getByText(text, { exact: true }).waitFor();
const linkRows = (page: Page) => page.getByTestId('link-row');

/** Submit Links, for a user logged in through the form. */
const openSubmitLinks = async (t: UiTestApp, username: string, password: string) => {
  const page = await openLoggedIn(t, username, password);
  await page.goto(`${t.url}/#/link-checker`);
  return page;
};

const openTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/** How many of these link fields the page holds (a field shows as its input's name). */
const shownFields = async (page: Page, sources: string[]) => {
  const shown: string[] = [];
  for (const source of sources) if ((await field(page, source).count()) > 0) shown.push(source);
  return shown;
};

/** Fills the open batch-builder row's main fields. */
const fillRow = async (page: Page, values: { link: string; userDefinedNetwork: string }) => {
  await field(page, 'link').fill(values.link);
  await field(page, 'userDefinedNetwork').fill(values.userDefinedNetwork);
};

const chooseCookieType = async (page: Page, option: string) => {
  await page.getByRole('combobox', { name: 'Cookie Type' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * Submit Links (/link-checker, spec sections 2, 3, 5, 8 and 9) in the built UI against the real
 * API, with the sandbox world behind the audits: the quick check, the single-link form's fields
 * by role, the batch builder, and every validation message the screen can show.
 */
describe('Submit Links (built UI, real Chromium)', () => {
  let t: UiTestApp;
  let publisherToken: string;

  beforeAll(async () => {
    t = await startUiTestApp();
    const publisher = await api(t.url, '/auth/setup', {
      body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password },
    });
    publisherToken = publisher.tokens.accessToken;
  }, 120_000);

  afterAll(() => t?.close());

  it('quick check: refuses a link not starting with http, then lands on the batch page and the audit finishes', async () => {
    const scenario = scenarioById('awin-immediate');
    const page = await openSubmitLinks(t, PUBLISHER.username, PUBLISHER.password);
    await openTab(page, 'Check Link');
    const check = button(page, 'Check Link');
    expect(await check.isDisabled()).toBe(true);
    await field(page, 'quickCheckLink').fill('track.example/click?id=1');
    await page.getByText(INVALID_QUICK_CHECK_LINK, { exact: true }).waitFor();
    expect(await check.isDisabled()).toBe(true);
    await snapshot(page, 'submit-links-01-quick-check-invalid');

    await field(page, 'quickCheckLink').fill(scenario.link(t.sandbox));
    expect(await page.getByText(INVALID_QUICK_CHECK_LINK, { exact: true }).count()).toBe(0);
    // A call that gets no answer at all (the browser has lost the network) says so, and stays put.
    await page.context().setOffline(true);
    await check.click();
    await flash(page, SOMETHING_WENT_WRONG);
    expect(page.url()).toMatch(/#\/link-checker/);
    await snapshot(page, 'submit-links-01b-quick-check-offline');
    await page.context().setOffline(false);
    await check.click();
    await page.waitForURL(new RegExp(`#/reporting/memory/cookie/${UUID}$`));
    await page.getByText(/^Quick check: /).first().waitFor();
    await snapshot(page, 'submit-links-02-quick-check-batch-page');
    await page.getByTestId('batch-progress').getByText('Done').waitFor({ timeout: 150_000 });
    const { memoryCookieStatus } = scenario.expected;
    await page
      .locator(`[data-testid="memory-cookie-status"][data-colour="${memoryCookieStatusColour(memoryCookieStatus)}"]`)
      .getByText(memoryCookieStatusText(memoryCookieStatus), { exact: true })
      .first()
      .waitFor();
    await snapshot(page, 'submit-links-03-quick-check-done');
    await page.context().close();
  }, 200_000);

  it("single link: required fields, the LinkConnector referrer warning, the help panel and a publisher's Additional Fields", async () => {
    const page = await openSubmitLinks(t, PUBLISHER.username, PUBLISHER.password);
    await field(page, 'countryCode').fill('');
    await button(page, 'Submit').click();
    // Advertiser Name, Affiliate Link, Network and Country Code (spec section 5).
    await page.getByText(REQUIRED, { exact: true }).nth(3).waitFor();
    expect(await page.getByText(REQUIRED, { exact: true }).count()).toBe(4);
    await snapshot(page, 'submit-links-04-single-link-required');

    for (const network of ['LinkConnector', 'LC Naked']) {
      await field(page, 'userDefinedNetwork').fill(network);
      await page.getByText(REFERRER_WARNING, { exact: true }).waitFor();
    }
    await snapshot(page, 'submit-links-05-referrer-warning');
    await field(page, 'userDefinedNetwork').fill('AWIN');
    await page.getByText(REFERRER_WARNING, { exact: true }).waitFor({ state: 'detached' });

    await page.getByText('Additional Fields').click();
    await field(page, 'tagE').waitFor();
    expect(await shownFields(page, PUBLISHER_FIELDS)).toEqual(PUBLISHER_FIELDS);
    expect(await shownFields(page, SUPER_ADMIN_FIELDS)).toEqual([]);
    const help = page.getByTestId('help-panel');
    for (const label of ['Advertiser Name', 'Affiliate Link', 'Network', 'Country Code', 'Referrer', 'Tag A to Tag E'])
      await help.getByText(label, { exact: true }).waitFor();
    expect(await help.getByText('Custom Master Tag', { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('advanced-settings').count()).toBe(0);
    await snapshot(page, 'submit-links-06-publisher-additional-fields');
    await page.context().close();
  });

  it('CSV upload takes only a .csv file', async () => {
    const page = await openSubmitLinks(t, PUBLISHER.username, PUBLISHER.password);
    await openTab(page, 'CSV Upload');
    await page.locator('input[type="file"]').setInputFiles({ name: 'links.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') });
    await page.getByText(ONLY_CSV, { exact: true }).waitFor();
    expect(await button(page, 'Upload CSV').isDisabled()).toBe(true);
    await snapshot(page, 'submit-links-07-csv-not-csv');
    await page.context().close();
  });

  it('batch builder: rows go view, edit, save; delete asks first; the batch is submitted whole and lands on its page', async () => {
    const [first, second, third] = ['awin-immediate', 'awin-no-tag', 'impact-immediate-despite-cmp'].map((id) => scenarioById(id));
    const page = await openSubmitLinks(t, PUBLISHER.username, PUBLISHER.password);
    await openTab(page, 'Batch Builder');
    await button(page, 'Submit batch').click();
    await flash(page, AT_LEAST_ONE_LINK);
    await snapshot(page, 'submit-links-08-builder-empty');
    await field(page, 'builderName').fill('Built batch');
    await field(page, 'builderDescription').fill('Two links built by hand');

    // Row 1: the link must be a URL, and the cookie fields go in pairs (spec section 5), shown in the row.
    await button(page, 'Add link').click();
    await fillRow(page, { link: 'not a link', userDefinedNetwork: first.network });
    await button(page, 'Save link 1').click();
    await linkRows(page).nth(0).getByText(INVALID_LINK, { exact: true }).waitFor();
    await snapshot(page, 'submit-links-09-builder-invalid-link');
    await field(page, 'link').fill(first.link(t.sandbox));
    await button(page, 'Advanced options').click();
    await field(page, 'cookieName').fill('aw');
    await button(page, 'Save link 1').click();
    await linkRows(page).nth(0).getByText(COOKIE_PAIR, { exact: true }).waitFor();
    expect(await shownFields(page, SUPER_ADMIN_FIELDS)).toEqual([]);
    await snapshot(page, 'submit-links-10-builder-cookie-pair');
    await chooseCookieType(page, '1 (ANI)');
    await field(page, 'tagA').fill('spring');
    await button(page, 'Save link 1').click();
    await linkRows(page).nth(0).getByText('Cookie Type: 1 (ANI)').waitFor();
    await linkRows(page).nth(0).getByText('Tag A: spring').waitFor();

    // Row 2 with a referrer the server refuses: its message, verbatim, as a flash and in the row.
    await button(page, 'Add link').click();
    await fillRow(page, { link: second.link(t.sandbox), userDefinedNetwork: second.network });
    await button(page, 'Advanced options').click();
    await field(page, 'referrer').fill('not a referrer');
    await button(page, 'Save link 2').click();
    await button(page, 'Submit batch').click();
    await flash(page, BAD_REFERRER);
    await linkRows(page).nth(1).getByText(BAD_REFERRER, { exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/link-checker');
    await snapshot(page, 'submit-links-11-builder-server-refusal');
    await button(page, 'Edit link 2').click();
    await button(page, 'Advanced options').click();
    await field(page, 'referrer').fill('https://publisher.example/deals');
    await button(page, 'Save link 2').click();
    expect(await linkRows(page).getByText(BAD_REFERRER, { exact: true }).count()).toBe(0);

    // Row 3, then deleted: cancelling the confirmation keeps it, confirming removes it.
    await button(page, 'Add link').click();
    await fillRow(page, { link: third.link(t.sandbox), userDefinedNetwork: third.network });
    await button(page, 'Save link 3').click();
    await button(page, 'Delete link 3').click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this link?').waitFor();
    await snapshot(page, 'submit-links-12-builder-delete-confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await linkRows(page).count()).toBe(3);
    await button(page, 'Delete link 3').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await linkRows(page).count()).toBe(2);

    // Row 1 edited again keeps its place and its other fields.
    await button(page, 'Edit link 1').click();
    await button(page, 'Advanced options').click();
    await field(page, 'name').fill('first link');
    await button(page, 'Save link 1').click();
    await linkRows(page).nth(0).getByText('Name: first link').waitFor();
    await snapshot(page, 'submit-links-13-builder-rows');

    const submitted = page.waitForResponse((response) => new URL(response.url()).pathname === '/audit');
    await button(page, 'Submit batch').click();
    const { batchId } = (await (await submitted).json()) as { batchId: string };
    await page.waitForURL(new RegExp(`#/reporting/memory/cookie/${batchId}$`));
    await page.getByText("Batch 'Built batch' submitted: 2 links queued for audit. Progress shows below.", { exact: true }).waitFor();
    await snapshot(page, 'submit-links-14-new-batch-page');

    const batch = await api(t.url, `/batches/${batchId}`, { method: 'GET', token: publisherToken });
    expect(batch).toMatchObject({ name: 'Built batch', description: 'Two links built by hand', numLinks: 2 });
    expect(batch.batchLinks.map(({ link, name, cookieType, cookieName, tagA, referrer, countryCode }: Record<string, unknown>) => ({ link, name, cookieType, cookieName, tagA, referrer, countryCode }))).toEqual([
      { link: first.link(t.sandbox), name: 'first link', cookieType: '1', cookieName: 'aw', tagA: 'spring', referrer: null, countryCode: 'gb' },
      { link: second.link(t.sandbox), name: null, cookieType: 'none', cookieName: null, tagA: null, referrer: 'https://publisher.example/deals', countryCode: 'gb' },
    ]);
    await page.context().close();
  }, 120_000);

  it('shows the super admin the custom master tag and the advanced settings, and the server refusal of one verbatim', async () => {
    const page = await openSubmitLinks(t, ADMIN.username, ADMIN.password);
    await page.getByText('Additional Fields').click();
    await field(page, 'customMasterTag').waitFor();
    expect(await shownFields(page, [...PUBLISHER_FIELDS, ...SUPER_ADMIN_FIELDS])).toEqual([...PUBLISHER_FIELDS, ...SUPER_ADMIN_FIELDS]);
    await page.getByTestId('advanced-settings').getByText('Advanced Settings').waitFor();
    for (const label of ['Custom Master Tag', 'Residential Proxy', 'Proxy Country Code', 'Extra Timeout (seconds)'])
      await page.getByTestId('help-panel').getByText(label, { exact: true }).waitFor();
    await snapshot(page, 'submit-links-15-super-admin-additional-fields');

    await openTab(page, 'Batch Builder');
    await button(page, 'Add link').click();
    await fillRow(page, { link: scenarioById('awin-immediate').link(t.sandbox), userDefinedNetwork: 'AWIN' });
    await button(page, 'Advanced options').click();
    await field(page, 'extraTimeout').fill('500');
    await snapshot(page, 'submit-links-16-super-admin-builder-advanced');
    await button(page, 'Save link 1').click();
    await linkRows(page).nth(0).getByText('Extra Timeout (seconds): 500').waitFor();
    await button(page, 'Submit batch').click();
    await flash(page, BAD_TIMEOUT);
    await linkRows(page).nth(0).getByText(BAD_TIMEOUT, { exact: true }).waitFor();
    await snapshot(page, 'submit-links-17-super-admin-server-refusal');
    await page.context().close();
  });
});
