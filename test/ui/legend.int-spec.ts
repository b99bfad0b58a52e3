import type { Locator } from 'playwright-core';
import { memoryCookieStatusMeaning } from '@tracklight/presentation';
import { eventually } from '@tracklight/testing';
import { ADMIN, api, menuItem, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

/** /legend, 'What the codes mean' (issue 22): every code explained, with the CMS's error texts as each role may see them. */
describe('the codes legend (built UI, real Chromium)', () => {
  let t: UiTestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
  }, 120_000);
  afterAll(() => t?.close());

  const errorText = (id: string) =>
    api(t.url, '/gql', { token: admin, body: { query: '{ errorLegend { id description } }' } }).then(
      ({ data }: { data: { errorLegend: { id: string; description: string }[] } }) => data.errorLegend.find((entry) => entry.id === id)?.description,
    );

  it('explains verdicts, stages and error ids to a publisher, from the sidebar', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await menuItem(page, 'What the Codes Mean').click();
    await page.waitForURL(/#\/legend$/);
    await page.getByRole('heading', { name: 'What the codes mean', level: 1 }).waitFor();
    await expectText(page.getByTestId('legend-verdict-CONDITIONAL_ON_CMP'), memoryCookieStatusMeaning('CONDITIONAL_ON_CMP'));
    await expectText(page.getByTestId('legend-stage-niu'), 'Network click');
    await expectText(page.getByTestId('legend-error-10.2.1'), 'Shopify');
    expect(await page.title()).toContain('What the codes mean');
    await snapshot(page, 'legend-01-publisher');
    await page.context().close();
  }, 60_000);

  it("shows the CMS's own words for an error, and hides a staff-only error from publishers while staff see it marked", async () => {
    // Staff rewrite 5.4 in the CMS and make it staff only.
    await api(t.url, '/cms/errors/5.4', { method: 'PATCH', token: admin, body: { description: 'Memory cookie not found on the landing page' } });
    await api(t.url, '/cms/errors/5.4/toggle-moonpull-only', { method: 'PATCH', token: admin });
    await eventually(async () => expect(await errorText('5.4')).toBe('Memory cookie not found on the landing page'));

    const staff = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await staff.goto(`${t.url}/#/legend`);
    const row = staff.getByTestId('legend-error-5.4');
    await expectText(row, 'Memory cookie not found on the landing page');
    await expectText(row, 'Staff only');
    await staff.context().close();

    const publisher = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await publisher.goto(`${t.url}/#/legend`);
    await publisher.getByTestId('legend-error-10.2.1').waitFor();
    expect(await publisher.getByTestId('legend-error-5.4').count()).toBe(0);
    await publisher.context().close();
  }, 60_000);
});

const expectText = async (locator: Locator, text: string) => {
  await locator.waitFor();
  expect(await locator.innerText()).toContain(text);
};

