import { ADMIN, api, button, flash, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

/** /api-keys (issue 21) in the built UI: make a key, see its secret once, use it, revoke it. */
describe('API keys UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;

  beforeAll(async () => {
    t = await startUiTestApp();
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
  }, 120_000);
  afterAll(() => t?.close());

  it('creates a key shown once, which then works until it is revoked', async () => {
    // Not the tests' usual en-GB in the machine's zone: the dates must follow the browser's locale and zone.
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password, { locale: 'de-DE', timezoneId: 'Asia/Tokyo' });
    await menuItem(page, 'API Keys').click();
    await page.waitForURL(/#\/api-keys$/);
    await page.getByText('No API keys yet.', { exact: false }).waitFor();

    await button(page, 'Create API key').click();
    await page.getByLabel('Name').fill('Deploy pipeline');
    await page.getByLabel('Submit audits').check();
    const createdFrom = Date.now();
    await button(page, 'Create key').click();
    await page.getByText('Copy this key now: it will not be shown again.', { exact: false }).waitFor();
    const key = await page.getByRole('dialog').getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^tl_[0-9a-f-]{36}\./);
    await snapshot(page, 'api-keys-01-secret-once');
    await button(page, 'Done').click();

    const listed = row(page, 'Deploy pipeline');
    await listed.getByText('Read results, Submit audits').waitFor();
    // The UI's one date format (decision 0027): absolute in the browser's locale and zone, the relative time on hover.
    const created = listed.locator('time').first();
    const createdAt = new Date((await created.getAttribute('datetime')) ?? '');
    expect(createdAt.getTime()).toBeGreaterThanOrEqual(createdFrom - 1000);
    expect(createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    const shown = await created.textContent();
    expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(shown).toBe(new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(createdAt));
    expect(await created.getAttribute('title')).toMatch(/^(jetzt|vor \d+ Sekunden?|vor 1 Minute)$/);
    await expect(page.getByText(key).count()).resolves.toBe(0);
    const used = await fetch(`${t.url}/batches`, { headers: { 'x-api-key': key } });
    expect(used.status).toBe(200);
    await page.reload();
    await row(page, 'Deploy pipeline').getByText(/ from /).waitFor();

    await row(page, 'Deploy pipeline').getByRole('button', { name: 'Revoke Deploy pipeline' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await flash(page, 'API key revoked');
    await row(page, 'Deploy pipeline').getByText('revoked').waitFor();
    await snapshot(page, 'api-keys-02-revoked');
    const refused = await fetch(`${t.url}/batches`, { headers: { 'x-api-key': key } });
    expect(refused.status).toBe(401);
    expect((await refused.json()).errorMessage).toBe('This API key has been revoked.');
  }, 120_000);

  it('shows no API keys entry to a publisher without the api grant', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await expect(menuItem(page, 'API Keys').count()).resolves.toBe(0);
  }, 60_000);
});
