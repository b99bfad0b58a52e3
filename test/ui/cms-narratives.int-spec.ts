import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ADMIN, button, flash, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp, api } from './ui-test-app';

const save = (page: Page) => button(page, 'Save').click();

/**
 * The CMS's generic catalogue screens (admin-ui/src/cms/catalogue) on narratives: list with
 * search and a filter, create with the server's refusal flashed, edit, soft delete and restore,
 * and the CSV export; a publisher has no way in.
 */
describe('CMS narratives UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp();
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
  }, 120_000);
  afterAll(() => t?.close());

  it('creates, finds, edits, deletes and restores a narrative', async () => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await menuItem(page, 'Narrative Management').click();
    await page.waitForURL(/#\/narrative-management$/);
    await page.getByText('No narratives yet.').waitFor();
    await snapshot(page, 'cms-narratives-01-empty');

    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL(/#\/narrative-management\/create$/);
    await page.locator('input[name="title"]').fill('Cookie after consent');
    await save(page);
    await page.getByText('Narrative is required.').waitFor();
    await page.locator('textarea[name="narrative"]').fill('The tag waits for the visitor to accept cookies.');
    await page.getByRole('combobox', { name: 'Status type' }).click();
    await page.getByRole('option', { name: /consent/i }).first().click();
    await save(page);
    // The history under the form names the event in the same words: the flash is the alert.
    await page.getByRole('alert').getByText('Narrative created', { exact: true }).waitFor();
    await page.waitForURL(/#\/narrative-management\/update\/[0-9a-f-]{36}$/);
    const editUrl = page.url();

    await page.locator('input[name="title"]').fill('Cookie only after consent');
    await save(page);
    await flash(page, 'Narrative saved');

    await page.goto(`${t.url}/#/narrative-management/create`);
    await page.locator('input[name="title"]').fill('Immediate cookie');
    await page.locator('textarea[name="narrative"]').fill('Set as soon as the page loads.');
    await save(page);
    await page.waitForURL(/update/);

    await page.goto(`${t.url}/#/narrative-management`);
    await row(page, 'Cookie only after consent').waitFor();
    await row(page, 'Immediate cookie').waitFor();
    // Columns have their headers, readable choice names, and booleans from the kind's defaults.
    await page.getByRole('columnheader', { name: 'Status type' }).waitFor();
    await row(page, 'Cookie only after consent').getByText('Cookie with consent', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Title' }).click();
    await expect(page.getByRole('row').nth(1).textContent()).resolves.toContain('Cookie only after consent');
    await page.getByPlaceholder('Search narratives').fill('visitor');
    await row(page, 'Immediate cookie').waitFor({ state: 'detached' });
    await row(page, 'Cookie only after consent').waitFor();
    await snapshot(page, 'cms-narratives-02-searched');

    const download = page.waitForEvent('download');
    await button(page, 'Export').click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('Title');
    expect(csv).toContain('Cookie only after consent');
    expect(csv).not.toContain('Immediate cookie');

    await page.goto(editUrl);
    await button(page, 'Delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // The list puts its remembered search and sort back into the address at once after the redirect.
    await page.waitForURL(/#\/narrative-management(\?.*)?$/);
    await page.getByPlaceholder('Search narratives').fill('');
    await row(page, 'Immediate cookie').waitFor();
    await expect(row(page, 'Cookie only after consent').count()).resolves.toBe(0);

    await page.goto(editUrl);
    await page.getByText('This narrative is deleted. Restore it to change it.').waitFor();
    await button(page, 'Restore').click();
    // The history under the form names the event in the same words: the flash is the alert.
    await page.getByRole('alert').getByText('Narrative restored', { exact: true }).waitFor();
    await page.goto(`${t.url}/#/narrative-management`);
    await row(page, 'Cookie only after consent').waitFor();
    await snapshot(page, 'cms-narratives-03-restored');
  }, 120_000);

  it('keeps the CMS from a publisher: no sidebar entry, and the server refuses the calls', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await expect(menuItem(page, 'Narrative Management').count()).resolves.toBe(0);
    await page.goto(`${t.url}/#/narrative-management/create`);
    await page.locator('input[name="title"]').fill('Sneaky');
    await page.locator('textarea[name="narrative"]').fill('Should not be stored.');
    await save(page);
    await flash(page, 'Your account does not have access to this. Ask your company owner if you need it.');
  }, 60_000);
});
