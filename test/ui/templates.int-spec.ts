import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { EventStore } from '@tracklight/event-store';
import { ManualClock } from '../../services/batches/src/shared/clock';
import type { TemplateScheduler } from '../../services/batches/src/templates/scheduler/template-scheduler';
import { SCENARIOS } from '../sandbox';
import { ADMIN, api, button, cellOf, exportedCsv, flash, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

// Spec section 5, verbatim.
const AT_LEAST_ONE_LINK = 'Batches must have at least one link';
const MONTH_DAY_MESSAGE = 'Please enter a valid day of the month (1-28).';
const AT_LEAST_ONE_LINK_TO_RUN = 'Batches must have at least one link to run';
// The server's answer to a malformed cron (services/batches/src/templates/schedule/schedule.ts), flashed as is.
const BAD_CRON = 'Invalid cron expression: use five fields (minute hour day-of-month month day-of-week), UTC.';
// A scheduled run refused by the company's allowance (services/auth company-quota.ts), as the template shows it.
const SCHEDULING_ERROR = /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} UTC: Your company has 0 audits left until .+; this batch needs 1\. Ask us for extra links this month\.$/;
const CREATE_TEMPLATE = `mutation($r: BatchCreateRecord!) { batchCreateOne(record: $r) { id nextScheduledRunAt } }`;
const BATCH_PAGE = /#\/reporting\/memory\/cookie\/([0-9a-f-]{36})$/;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const countryCode = (page: Page, row: number) => page.getByRole('combobox', { name: `Country code ${row}`, exact: true });
const scheduleType = (page: Page) => page.locator('select[name="scheduleType"]');
const nextRun = (page: Page) => page.getByTestId('next-run');
const idIn = (page: Page) => BATCH_PAGE.exec(page.url())?.[1] ?? '';
const offeredTypes = (page: Page) => scheduleType(page).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

/** A scheduled slot as the screen shows it, in the UI's date format but in UTC (en-GB: '25 Nov 2026, 09:30 UTC'), and the moment it names. */
const slotOn = async (page: Page, time: string): Promise<Date> => {
  const shown = nextRun(page).locator('time');
  expect(await shown.textContent()).toMatch(new RegExp(`^\\d{1,2} [A-Z][a-z]{2,3} \\d{4}, ${time} UTC$`));
  const at = new Date((await shown.getAttribute('datetime')) ?? '');
  expect(at.toISOString().slice(11, 16)).toBe(time);
  return at;
};

/**
 * Template batches in the built admin UI (spec sections 2, 4, 5, 6 and 9): the scheduling list,
 * the create form and the template screen, against the real API in Chromium.
 */
describe('template batches in the admin UI (built, real Chromium)', () => {
  let t: UiTestApp;
  let link: (i: number) => string;
  // Real time, except where a test moves it to a scheduled slot (the scheduler runs only when told).
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    t = await startUiTestApp({}, { clock, schedulerIntervalMs: null });
    link = (i) => SCENARIOS[i].link(t.sandbox);
  }, 120_000);

  afterAll(() => t?.close());

  it('lets the super admin create, edit, schedule, pause, run and delete a template', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Scheduling').click();
    await page.waitForURL(/#\/scheduling$/);
    await snapshot(page, 'templates-01-scheduling-empty');

    // The create form: a template needs a link (checked before anything is sent).
    await button(page, 'Create template').click();
    await textbox(page, 'Name').fill('Weekly sandbox check');
    await textbox(page, 'Description').fill('Two sandbox links');
    expect(await offeredTypes(page)).toEqual(['none', 'weekly', 'monthly', 'custom']);
    await button(page, 'Create').click();
    await flash(page, AT_LEAST_ONE_LINK);
    await textbox(page, 'Affiliate link 1').fill(link(0));
    await textbox(page, 'Name 1').fill('first');
    await button(page, 'Add link').click();
    await textbox(page, 'Affiliate link 2').fill(link(1));
    await textbox(page, 'Name 2').fill('second');
    await scheduleType(page).selectOption('weekly');
    await page.locator('select[name="scheduleDay"]').selectOption('wednesday');
    await page.locator('input[name="scheduleTime"]').fill('09:30');
    await snapshot(page, 'templates-02-create-form');
    await button(page, 'Create').click();

    // The template screen, with its next weekly slot.
    await page.waitForURL(BATCH_PAGE);
    const templateId = idIn(page);
    await page.getByRole('heading', { name: 'Weekly sandbox check' }).first().waitFor();
    expect((await slotOn(page, '09:30')).getUTCDay()).toBe(3);
    await expect(textbox(page, 'Name 2').inputValue()).resolves.toBe('second');
    await button(page, 'Save').waitFor();
    await snapshot(page, 'templates-03-template-screen');

    // An edit flags the Save button until it is saved.
    await textbox(page, 'Affiliate link 1').fill(link(2));
    // The country code suggests the known countries (a datalist), so it is a combobox.
    await countryCode(page, 1).fill('us');
    await button(page, 'Save *').waitFor();
    await snapshot(page, 'templates-04-unsaved-edit');
    await button(page, 'Save *').click();
    await button(page, 'Save').waitFor();
    await page.reload();
    await expect(textbox(page, 'Affiliate link 1').inputValue()).resolves.toBe(link(2));
    await expect(countryCode(page, 1).inputValue()).resolves.toBe('us');

    // The notification and link-assurance switches are saved with the rest.
    const assurance = page.getByLabel('Use for link assurance');
    expect(await assurance.isChecked()).toBe(false);
    const notify = page.getByLabel('Send email notification on completion');
    expect(await notify.isChecked()).toBe(true);
    await assurance.check();
    await notify.uncheck();
    await button(page, 'Save *').click();
    await button(page, 'Save').waitFor();
    await page.reload();
    expect(await page.getByLabel('Use for link assurance').isChecked()).toBe(true);
    expect(await page.getByLabel('Send email notification on completion').isChecked()).toBe(false);

    // Links go after a confirmation, but never the last one.
    await button(page, 'Delete link 2').click();
    await button(page, 'Confirm').click();
    await page.waitForFunction(() => !document.querySelector('input[aria-label="Affiliate link 2"]'));
    await button(page, 'Delete link 1').click();
    await button(page, 'Confirm').click();
    await flash(page, AT_LEAST_ONE_LINK);
    await expect(textbox(page, 'Affiliate link 1').inputValue()).resolves.toBe(link(2));
    await snapshot(page, 'templates-05-last-link-kept');

    // Monthly: day 29 is refused with the spec's message and cleared.
    await scheduleType(page).selectOption('monthly');
    const day = page.locator('input[name="scheduleDay"]');
    await day.fill('29');
    await page.locator('input[name="scheduleTime"]').fill('06:00');
    await button(page, 'Save *').click();
    await flash(page, MONTH_DAY_MESSAGE);
    await expect(day.inputValue()).resolves.toBe('');
    await snapshot(page, 'templates-06-month-day-refused');

    // The server's own refusals flash verbatim.
    await scheduleType(page).selectOption('custom');
    await page.locator('input[name="scheduleCron"]').fill('every day');
    await button(page, 'Save *').click();
    await flash(page, BAD_CRON);
    await snapshot(page, 'templates-07-server-error');

    await scheduleType(page).selectOption('monthly');
    await day.fill('3');
    await page.locator('input[name="scheduleTime"]').fill('06:00');
    await button(page, 'Save *').click();
    await button(page, 'Save').waitFor();
    expect((await slotOn(page, '06:00')).getUTCDate()).toBe(3);

    // Pause and resume.
    await button(page, 'Pause').click();
    await nextRun(page).getByText('Paused', { exact: true }).waitFor();
    await snapshot(page, 'templates-08-paused');
    await button(page, 'Resume').click();
    await button(page, 'Pause').waitFor();
    expect((await slotOn(page, '06:00')).getUTCDate()).toBe(3);

    // The list reads the schedule in words.
    await menuItem(page, 'Scheduling').click();
    await page.waitForURL(/#\/scheduling$/);
    await page.getByText('Monthly, day 3 06:00 UTC', { exact: true }).waitFor();
    await snapshot(page, 'templates-09-scheduling-list');
    await page.getByText('Weekly sandbox check').click();
    await page.waitForURL(new RegExp(`/${templateId}$`));

    // Run now lands on the new batch; the template then links it as its last run.
    await button(page, 'Run now').click();
    await page.waitForURL((url) => BATCH_PAGE.test(url.href) && !url.href.endsWith(templateId));
    const runId = idIn(page);
    await page.getByTestId('batch-progress').waitFor();
    await snapshot(page, 'templates-10-run-now-batch');
    await page.getByTestId('batch-progress').getByText('Done').waitFor({ timeout: 120_000 });
    await page.goBack();
    await page.waitForURL(new RegExp(`/${templateId}$`));
    await page.locator(`a[data-testid="last-run"][href="#/reporting/memory/cookie/${runId}"]`).waitFor();
    // The run is done, so the summary counts its one audit.
    await page.getByTestId('memory-cookie-summary').getByRole('cell', { name: '1', exact: true }).waitFor();
    await snapshot(page, 'templates-11-last-run');

    // Deleting says what it does and goes back to the list; the run stays.
    await button(page, 'Delete template').click();
    await page.getByText('This permanently deletes the template and cannot be undone. Its future schedulings are cancelled; earlier runs are unaffected.').waitFor();
    await snapshot(page, 'templates-12-delete-confirmation');
    await button(page, 'Delete permanently').click();
    await page.waitForURL(/#\/scheduling$/);
    // Gone from the list (the closing confirmation's title names it too, for a moment: hence exact).
    await page.getByText('Weekly sandbox check', { exact: true }).first().waitFor({ state: 'detached' });
    await page.goto(`${t.url}/#/reporting/memory/cookie/${runId}`);
    await page.getByTestId('batch-progress').waitFor();
    await page.context().close();
  }, 360_000);

  it('offers a publisher without the monthlyScheduling grant neither monthly nor custom schedules', async () => {
    await api(t.url, '/auth/setup', {
      body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password },
    });
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await menuItem(page, 'Scheduling').click();
    await page.waitForURL(/#\/scheduling$/);
    await snapshot(page, 'templates-13-publisher-scheduling');
    await button(page, 'Create template').click();
    expect(await offeredTypes(page)).toEqual(['none', 'weekly']);
    await snapshot(page, 'templates-14-publisher-schedule-types');
    await page.context().close();
  });

  it("refuses to run a template without links ('Batches must have at least one link to run')", async () => {
    // Only an imported or legacy template can have none: neither the UI nor the API saves one.
    const { user } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const templateId = randomUUID();
    await t.provider<EventStore>('EventStore').append(
      `template-${templateId}`,
      [{ type: 'TemplateCreated', data: {
        templateId, companyId: user.company.id, ownerIsSuperAdmin: true, name: 'Legacy template', description: null,
        owner: { id: user.id, name: user.name, email: user.email, companyId: user.company.id, companyName: user.company.name },
        notifyOnComplete: false, useForLinkAssurance: false, queue: null,
      } }],
      'no-stream',
      { actorUserId: null, correlationId: randomUUID() },
    );
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/reporting/memory/cookie/${templateId}`);
    await page.getByRole('heading', { name: 'Legacy template' }).first().waitFor();
    await button(page, 'Run now').click();
    await flash(page, AT_LEAST_ONE_LINK_TO_RUN);
    await snapshot(page, 'templates-15-run-without-links');
    expect(page.url()).toMatch(new RegExp(`/${templateId}$`));
    await page.context().close();
  });

  it('shows in red, on the template, why a scheduled run could not start', async () => {
    const login = (username: string, password: string) => api(t.url, '/auth/login', { body: { username, password } });
    const publisher = await login(PUBLISHER.username, PUBLISHER.password);
    const admin = await login(ADMIN.username, ADMIN.password);
    const { data } = await api(t.url, '/gql', {
      token: publisher.tokens.accessToken,
      body: {
        query: CREATE_TEMPLATE,
        variables: { r: { name: 'Out of links', scheduleType: 'weekly', scheduleDay: 'monday', scheduleTime: '06:00', batchLinks: [{ link: link(0) }] } },
      },
    });
    const template: { id: string; nextScheduledRunAt: string } = data.batchCreateOne;
    // The company's allowance is used up before the slot comes round.
    await api(t.url, `/accounts/companies/${publisher.user.company.id}`, { method: 'PATCH', token: admin.tokens.accessToken, body: { numMonthlyLinks: 0 } });
    clock.set(new Date(new Date(template.nextScheduledRunAt).getTime() + 60_000));
    try {
      expect(await t.provider<TemplateScheduler>('TemplateScheduler').tick()).toBe(1);
    } finally {
      clock.set(new Date());
    }

    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/memory/cookie/${template.id}`);
    const error = page.getByTestId('scheduling-error');
    await error.waitFor();
    expect(await error.textContent()).toMatch(SCHEDULING_ERROR);
    // MUI's error red.
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(211, 47, 47)');
    await page.getByTestId('last-run').getByText('Never run', { exact: true }).waitFor();
    await snapshot(page, 'templates-16-scheduling-error');
    await page.context().close();
  });

  it('exports Scheduling as the list shows it, the next run as ISO and a formula-like name neutralised', async () => {
    const admin = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const { data } = await api(t.url, '/gql', {
      token: admin.tokens.accessToken,
      body: {
        query: CREATE_TEMPLATE,
        variables: { r: { name: '=Formula template', scheduleType: 'weekly', scheduleDay: 'monday', scheduleTime: '06:00', batchLinks: [{ link: link(0) }] } },
      },
    });
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/scheduling`);
    await row(page, '=Formula template').waitFor();
    // Searched on the server; no match says so rather than 'no templates yet'.
    const search = page.getByPlaceholder('Template name, link');
    await search.fill('no such template');
    await page.getByText('Nothing matches the search or the filters', { exact: true }).waitFor();
    await search.fill('formula');
    await row(page, '=Formula template').waitFor();
    const { fileName, rows } = await exportedCsv(page);
    expect(rows).toHaveLength(2);
    expect(fileName).toBe('templates.csv');
    expect(rows[0]).toEqual(['Name', 'Links', 'Schedule', 'Next run', 'Last run']);
    expect(cellOf(rows, 'Formula template', 'Name')).toBe("'=Formula template");
    expect(cellOf(rows, 'Formula template', 'Links')).toBe('1');
    expect(cellOf(rows, 'Formula template', 'Schedule')).toBe(await row(page, '=Formula template').getByRole('cell').nth(2).textContent());
    expect(cellOf(rows, 'Formula template', 'Next run')).toBe(data.batchCreateOne.nextScheduledRunAt);
    expect(cellOf(rows, 'Formula template', 'Last run')).toBe('');
  }, 60_000);
});
