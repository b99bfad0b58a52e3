import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { ADMIN, button, openLoggedIn, startUiTestApp, type UiTestApp } from './ui-test-app';

/** The values an input's list (its datalist) offers, with their words. */
const offered = (page: Page, input: string) =>
  page.locator(input).evaluate((element) =>
    Array.from((element as HTMLInputElement).list?.options ?? []).map((option) => ({ value: option.value, label: option.label })),
  );

/**
 * Issue 22, 'choice inputs where the value comes from a list': a link's network suggests the
 * networks catalogue, its country codes the countries the server accepts, and a template's
 * schedule time a list of times, in the built UI against the real API in Chromium.
 */
describe('choice inputs in the link and template forms (built UI, real Chromium)', () => {
  let t: UiTestApp;
  let page: Page;

  beforeAll(async () => {
    t = await startUiTestApp();
    page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  it("suggests the catalogue's networks and the known countries for a link", async () => {
    await page.goto(`${t.url}/#/link-checker`);
    await page.locator('input[name="userDefinedNetwork"]').waitFor();
    await eventually(async () => expect((await offered(page, 'input[name="userDefinedNetwork"]')).map((o) => o.value)).toEqual(expect.arrayContaining(['AWIN', 'CJ'])));
    const countries = await offered(page, 'input[name="countryCode"]');
    expect(countries[0]).toEqual({ value: 'gb', label: 'United Kingdom' });
    expect(countries).toContainEqual({ value: 'de', label: 'Germany' });
  });

  it("suggests the times of a template's schedule and the countries of its links", async () => {
    await page.goto(`${t.url}/#/scheduling`);
    await button(page, 'Create template').click();
    await page.locator('select[name="scheduleType"]').selectOption('weekly');
    const times = (await offered(page, 'input[name="scheduleTime"]')).map((o) => o.value);
    expect(times).toHaveLength(48);
    expect(times).toContain('09:30');
    const linkCountries = await page.getByRole('combobox', { name: 'Country code 1', exact: true }).evaluate(
      (element) => (element as HTMLInputElement).list?.options.length ?? 0,
    );
    expect(linkCountries).toBeGreaterThan(40);
  });
});
