import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { ADMIN, api, button, openLoggedIn, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const save = (page: Page) => button(page, 'Save').click();
/** A flash message (the edit page's history can show the same words). */
const flash = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true }).waitFor();

const input = (page: Page, name: string) => page.locator(`input[name="${name}"], textarea[name="${name}"]`).first();

/** Picks `option` (matched by its start) in the searchable picker labelled `label`. */
const pick = async (page: Page, label: string, text: string, option: RegExp) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
};

/** Chooses `option` in the select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Adds a filter through 'Add filter'; a select filter gets `option`, a picker the record named `value`, a text filter is typed. */
const filterBy = async (page: Page, label: string, value: string, kind: 'select' | 'pick' | 'text') => {
  if ((await page.getByRole('combobox', { name: label, exact: true }).count()) === 0 && (await page.getByLabel(label, { exact: true }).count()) === 0) {
    await button(page, 'Add filter').click();
    await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click();
  }
  if (kind === 'select') await choose(page, label, value);
  else if (kind === 'pick') await pick(page, label, value, new RegExp(`^${value} \\(`));
  else await page.getByLabel(label, { exact: true }).fill(value);
};

interface KindCase {
  /** The spec's list route. */
  list: string;
  /** The kind's label, as the flashes name it. */
  label: string;
  /** Fills a new item's fields on the create page; the item shows as `title` in the list. */
  fill(page: Page): Promise<void>;
  title: string;
  /** The title field's name, edited to `edited`. */
  titleField: string;
  edited: string;
  /** A filter that keeps the item ('keep') and one that hides it ('hide'). */
  filter: { label: string; kind: 'select' | 'pick' | 'text'; keep: string; hide: string };
}

const KINDS: KindCase[] = [
  {
    list: '/cms/cmps',
    label: 'CMP',
    fill: async (page) => {
      await input(page, 'id').fill('acme-consent');
      await input(page, 'name').fill('Acme Consent');
      await input(page, 'vendor').fill('Acme');
    },
    title: 'Acme Consent',
    titleField: 'name',
    edited: 'Acme Consent Manager',
    filter: { label: 'Vendor', kind: 'text', keep: 'Acme', hide: 'Usercentrics' },
  },
  {
    list: '/cms/lite-cmp',
    label: 'Lite CMP',
    fill: async (page) => {
      await input(page, 'name').fill('OneTrust lite');
      await pick(page, 'Classic CMP', 'OneTrust', /^OneTrust \(Onetrust\)/);
      // A lite CMP needs a recogniser: the server says so, naming them.
      await save(page);
      await flash(page, 'A lite CMP needs at least one recogniser: a script URL pattern, a consent cookie name pattern or a banner selector.');
      await page.getByLabel('Consent cookie name patterns').fill('^OptanonConsent$');
      await page.getByLabel('Consent cookie name patterns').press('Enter');
    },
    title: 'OneTrust lite',
    titleField: 'name',
    edited: 'OneTrust (lite)',
    filter: { label: 'Active', kind: 'select', keep: 'Yes', hide: 'No' },
  },
  {
    list: '/cms/certification-responsibility',
    label: 'Certification responsibility',
    fill: async (page) => {
      await pick(page, 'Network', 'AWIN', /^AWIN \(awin\)/);
      await choose(page, 'Responsible party', 'Network');
      await input(page, 'contactName').fill('Nina Network');
      await input(page, 'contactEmail').fill('nina@awin.example');
    },
    title: 'Nina Network',
    titleField: 'contactName',
    edited: 'Nina N. Network',
    filter: { label: 'Responsible party', kind: 'select', keep: 'Network', hide: 'Advertiser' },
  },
  {
    list: '/cms/moonpull-verification',
    label: 'Verification page',
    fill: async (page) => {
      await input(page, 'title').fill('Verification FAQ');
      await input(page, 'body').fill('## How we verify\n\nEvery link, every week.');
      await page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'How we verify' }).waitFor();
    },
    title: 'Verification FAQ',
    titleField: 'title',
    edited: 'Verification questions',
    filter: { label: 'Published', kind: 'select', keep: 'No', hide: 'Yes' },
  },
  {
    list: '/cms/moonpull-reporting',
    label: 'Provider report',
    fill: async (page) => {
      await input(page, 'title').fill('Quarterly tracking report');
      await input(page, 'body').fill('Tracking held up.');
      await input(page, 'period').fill('2026-Q3');
    },
    title: 'Quarterly tracking report',
    titleField: 'title',
    edited: 'Q3 tracking report',
    filter: { label: 'Period', kind: 'text', keep: '2026-Q3', hide: '2026-Q4' },
  },
  {
    list: '/network-insights/submission',
    label: 'Network insight',
    fill: async (page) => {
      await pick(page, 'Network', 'CJ', /^CJ \(cj\)/);
      await input(page, 'title').fill('CJ sets its cookie late');
      await input(page, 'insight').fill('Only after the second redirect.');
    },
    title: 'CJ sets its cookie late',
    titleField: 'title',
    edited: 'CJ sets its cookie after two hops',
    filter: { label: 'Network', kind: 'pick', keep: 'CJ', hide: 'AWIN' },
  },
];

/**
 * The CMS content kinds of issue 15 on the generic catalogue screens: for each, a list with a
 * filter, create, edit, soft delete and restore; the whitelist (made by whitelistingRequestCreate,
 * followed up here); every spec route of the area opens a screen.
 */
describe('CMS content UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;
  let page: Page;

  beforeAll(async () => {
    t = await startUiTestApp();
    page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  it.each(KINDS.map((kind) => [kind.list, kind] as const))('%s: create, filter, edit, delete and restore', async (list, kind) => {
    await page.goto(`${t.url}/#${list}/create`);
    await kind.fill(page);
    await save(page);
    await flash(page, `${kind.label} created`);
    await page.waitForURL(new RegExp(`#${list}/[^/]+/update$`));
    const editUrl = page.url();

    await input(page, kind.titleField).fill(kind.edited);
    await save(page);
    await flash(page, `${kind.label} saved`);

    await page.goto(`${t.url}/#${list}`);
    await row(page, kind.edited).waitFor();
    await filterBy(page, kind.filter.label, kind.filter.hide, kind.filter.kind);
    await row(page, kind.edited).waitFor({ state: 'detached' });
    await filterBy(page, kind.filter.label, kind.filter.keep, kind.filter.kind);
    await row(page, kind.edited).waitFor();
    await snapshot(page, `cms-content-${list.replace(/\W+/g, '-')}-filtered`);

    await page.goto(editUrl);
    // The item is loaded (with its edit) before it is deleted.
    await eventually(async () => expect(await input(page, kind.titleField).inputValue()).toBe(kind.edited));
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // Back on the list, which may carry its stored filters as query parameters.
    await page.waitForURL(new RegExp(`#${list}(\\?.*)?$`));
    await expect(row(page, kind.edited).count()).resolves.toBe(0);
    await page.goto(editUrl);
    await button(page, 'Restore').click();
    await flash(page, `${kind.label} restored`);
    await page.goto(`${t.url}/#${list}`);
    await row(page, kind.edited).waitFor();
  }, 90_000);

  it('follows up a whitelisting request: filter, tick Sent (the date fills in), delete and restore', async () => {
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const created = await api(t.url, '/gql', {
      token: tokens.accessToken,
      body: {
        query: `mutation($r: WhitelistingRequestCreateInput!) { whitelistingRequestCreate(record: $r) { id } }`,
        variables: { r: { advertiserId: 'awin-1001', technicalContact: 'Tess Tech', technicalContactEmail: 'tess@shop.example' } },
      },
    });
    const id = created.data.whitelistingRequestCreate.id as string;

    await page.goto(`${t.url}/#/cms/whitelist`);
    await row(page, 'Tess Tech').waitFor();
    await expect(page.getByRole('link', { name: 'Create' }).count()).resolves.toBe(0);
    await filterBy(page, 'Sent', 'Yes', 'select');
    await row(page, 'Tess Tech').waitFor({ state: 'detached' });
    await filterBy(page, 'Sent', 'No', 'select');
    await row(page, 'Tess Tech').click();
    await page.waitForURL(new RegExp(`#/cms/whitelist/${id}/update$`));
    await expect(input(page, 'whitelistSentDate').inputValue()).resolves.toBe('');
    await page.getByLabel('Sent', { exact: true }).check();
    await save(page);
    await flash(page, 'Whitelisting request saved');
    await eventually(async () => expect(await input(page, 'whitelistSentDate').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d/));
    await snapshot(page, 'cms-content-whitelist-sent');

    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/#\/cms\/whitelist(\?.*)?$/);
    // Restored from the list's deleted items, as the delete confirmation says (it is sent now).
    await row(page, 'Tess Tech').waitFor({ state: 'detached' });
    await filterBy(page, 'Sent', 'Yes', 'select');
    // react-admin writes a chosen filter to the address half a second later (debounced), with the
    // filters shown as they were then: a filter added before that write is taken off again.
    await page.waitForURL(/filter=[^&]*whitelistSent%22%3Atrue/);
    await button(page, 'Add filter').click();
    await page.getByRole('menuitemcheckbox', { name: 'Show deleted', exact: true }).click();
    await page.getByLabel('Show deleted', { exact: true }).check();
    await row(page, 'Tess Tech').click();
    await page.getByText('This whitelisting request is deleted. Restore it to change it.').waitFor();
    await button(page, 'Restore').click();
    await flash(page, 'Whitelisting request restored');
  }, 90_000);

  it('opens a screen at every route of the area', async () => {
    for (const path of [
      '/cms/cmps',
      '/cms/cmps/create',
      '/cms/cmps/Cybotcookiebot/update',
      '/cms/lite-cmp',
      '/cms/lite-cmp/create',
      '/cms/certification-responsibility',
      '/cms/certification-responsibility/create',
      '/cms/whitelist',
      '/cms/access',
      '/cms/platform-content',
      '/cms/moonpull-verification',
      '/cms/moonpull-reporting',
      '/network-insights/submission',
      '/documentation',
      '/documentation/pages',
      '/documentation/pages/create',
    ]) {
      await page.goto(`${t.url}/#${path}`);
      await page.waitForLoadState('networkidle');
      await expect([path, await page.getByText('Page not found').count()]).toEqual([path, 0]);
      await expect([path, await page.getByRole('main').textContent()]).not.toEqual([path, '']);
    }
    await page.goto(`${t.url}/#/cms/cmps/Cybotcookiebot/update`);
    await eventually(async () => expect(await input(page, 'name').inputValue()).toBe('Cookiebot'));
  }, 90_000);
});
