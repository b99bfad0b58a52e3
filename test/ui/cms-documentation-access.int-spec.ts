import type { Page } from 'playwright-core';
import type { EventStore } from '@tracklight/event-store';
import { eventually } from '@tracklight/testing';
import { awinClick } from '../../services/audit-runner/src/verdict/test-support/evidence-builders';
import { completeAudit, requestCompanyAudits } from '../services/reporting/test-support/reporting-test-app';
import { ADMIN, api, button, menuItem, openLoggedIn, PUBLISHER, row, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

const save = (page: Page) => button(page, 'Save').click();
/** A flash message (the edit page's history can show the same words). */
const flash = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true }).waitFor();
const input = (page: Page, name: string) => page.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
const FORBIDDEN = 'Your account does not have access to this. Ask your company owner if you need it.';
const badges = (page: Page) => page.getByTestId('badges').locator('.MuiChip-label').allTextContents();

// Markdown that would run script if it were rendered as HTML: a script tag, an image whose
// onerror runs, a javascript: link. Each would set window.__pwned.
const HOSTILE_PAGE = `# Welcome aboard

Some **bold** advice.

<script>window.__pwned = 'script'</script>

<img src="missing.png" onerror="window.__pwned = 'img'">

[Click me](javascript:window.__pwned='link')

| Status | Meaning |
| --- | --- |
| IMMEDIATE | Cookie at once |
`;

const WHITELIST = {
  query: `mutation($r: WhitelistingRequestCreateInput!) { whitelistingRequestCreate(record: $r) { id userId } }`,
  variables: { r: { advertiserId: 'awin-1001', technicalContact: 'Tess', technicalContactEmail: 'tess@shop.example' } },
};

/** The GraphQL answer, errors included (api() throws only on HTTP failures). */
const gql = (t: UiTestApp, token: string, body: unknown) => api(t.url, '/gql', { token, body });

/**
 * Documentation pages (written as Markdown in the CMS, read by every user, never running script),
 * the platform content and access forms, and a publisher kept out of the CMS.
 */
describe('CMS documentation, platform content and access UI (built, served by the API, real Chromium)', () => {
  let t: UiTestApp;
  let admin: Page;

  beforeAll(async () => {
    // No audit worker: the audit below is recorded as the runner records it.
    t = await startUiTestApp({ AUDIT_WORKER: 'false' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
    admin = await openLoggedIn(t, ADMIN.username, ADMIN.password);
  }, 120_000);
  afterAll(() => t?.close());

  /** A publisher's audit on AWIN with a Cookiebot banner, recorded as the runner records it; its id. */
  const recordAudit = async (advertiserId: string, handoverImpact: number | null = null): Promise<string> => {
    const login = await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } });
    const store = t.provider<EventStore>('EventStore');
    const { batchId, auditIds } = await requestCompanyAudits(store, login.user.company.id, login.user.id, [
      { link: 'https://www.awin1.com/cread.php?awinmid=1001&awinaffid=1' },
    ]);
    const scenario = awinClick().withAcceptedBanner('Cybotcookiebot');
    await completeAudit(store, { auditId: auditIds[0], batchId, advertiserId }, scenario.build(), { ...scenario.evaluate(), handoverImpact });
    return auditIds[0];
  };

  it('writes a documentation page, filters, edits, deletes and restores it, and shows it without running its script', async () => {
    await menuItem(admin, 'Documentation').click();
    await admin.waitForURL(/#\/documentation$/);
    await admin.getByText('No documentation pages yet.').waitFor();
    await admin.getByRole('link', { name: 'Manage pages' }).click();
    await admin.getByRole('link', { name: 'Create' }).first().click();
    await input(admin, 'title').fill('Getting started');
    await input(admin, 'slug').fill('Getting Started');
    await input(admin, 'section').fill('Basics');
    await input(admin, 'order').fill('1');
    await input(admin, 'body').fill(HOSTILE_PAGE);
    await admin.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Welcome aboard' }).waitFor();
    await save(admin);
    await flash(admin, 'Slug must be lower-case letters and digits, words joined by single dashes.');
    await input(admin, 'slug').fill('getting-started');
    await save(admin);
    await flash(admin, 'Documentation page created');
    await admin.waitForURL(/#\/documentation\/pages\/[0-9a-f-]{36}\/update$/);
    const editUrl = admin.url();
    await input(admin, 'title').fill('Getting started with audits');
    await save(admin);
    await flash(admin, 'Documentation page saved');

    await admin.goto(`${t.url}/#/documentation/pages`);
    await button(admin, 'Add filter').click();
    await admin.getByRole('menuitemcheckbox', { name: 'Section', exact: true }).click();
    await admin.getByLabel('Section', { exact: true }).fill('Advanced');
    await row(admin, 'Getting started with audits').waitFor({ state: 'detached' });
    await admin.getByLabel('Section', { exact: true }).fill('Basics');
    await row(admin, 'Getting started with audits').waitFor();

    await admin.goto(editUrl);
    await button(admin, 'Delete').click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await admin.waitForURL(/#\/documentation\/pages(\?.*)?$/);
    await admin.goto(`${t.url}/#/documentation`);
    await admin.getByText('No documentation pages yet.').waitFor();
    await admin.goto(editUrl);
    await button(admin, 'Restore').click();
    await flash(admin, 'Documentation page restored');

    // Every user reads it: the publisher, who has no CMS entry in the sidebar.
    const reader = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await expect(menuItem(reader, 'Platform Content').count()).resolves.toBe(0);
    await reader.goto(`${t.url}/#/documentation?page=getting-started`);
    const article = reader.locator('article');
    await article.getByRole('heading', { name: 'Welcome aboard' }).waitFor();
    await article.getByRole('cell', { name: 'Cookie at once' }).waitFor();
    await expect(article.locator('strong').textContent()).resolves.toBe('bold');
    await expect(article.locator('script, img, [onerror]').count()).resolves.toBe(0);
    const link = article.getByRole('link', { name: 'Click me' });
    await expect(link.getAttribute('href')).resolves.not.toMatch(/javascript/i);
    await link.click();
    await expect(reader.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).resolves.toBeNull();
    await expect(reader.getByRole('link', { name: 'Manage pages' }).count()).resolves.toBe(0);
    await snapshot(reader, 'cms-documentation-01-reader');
    await reader.context().close();
  }, 120_000);

  it('edits the PSA and a threshold; the next login shows the new PSA', async () => {
    await admin.goto(`${t.url}/#/cms/platform-content`);
    await admin.getByLabel('handoverImpactThresholdWarning', { exact: true }).fill('150');
    await button(admin, 'Save handoverImpactThresholdWarning').click();
    await flash(admin, 'handoverImpactThresholdWarning must be a number from 0 to 100.');
    await admin.getByLabel('handoverImpactThresholdWarning', { exact: true }).fill('25');
    await button(admin, 'Save handoverImpactThresholdWarning').click();
    await flash(admin, 'Platform content saved');
    await admin.getByLabel('psa', { exact: true }).fill('Maintenance on Sunday 06:00 UTC');
    await button(admin, 'Save psa').click();
    // The PSA modal follows the edit at once: this login had none to show until now. (It may
    // cover the flash, so the modal is what shows the save went through.)
    await admin.getByTestId('psa-text').waitFor();
    await expect(admin.getByTestId('psa-text').textContent()).resolves.toBe('Maintenance on Sunday 06:00 UTC');
    await snapshot(admin, 'cms-platform-content-01-saved');
    await button(admin, 'I understand').click();

    const reader = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await expect(reader.getByTestId('psa-text').textContent()).resolves.toBe('Maintenance on Sunday 06:00 UTC');
    await button(reader, 'I understand').click();
    await reader.context().close();
    const { tokens } = await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } });
    const content = await gql(t, tokens.accessToken, { query: '{ platformContent { handoverImpactThresholdWarning } }' });
    expect(content.data.platformContent.handoverImpactThresholdWarning).toBe('25');
  }, 90_000);

  it('grants a feature on the access page, which the server holds to at once', async () => {
    const { tokens } = await api(t.url, '/auth/login', { body: { username: PUBLISHER.username, password: PUBLISHER.password } });
    const refused = await gql(t, tokens.accessToken, WHITELIST);
    expect(refused.errors?.[0].message).toBe(FORBIDDEN);

    await admin.goto(`${t.url}/#/cms/access`);
    await admin.getByText('No feature is granted through the list yet.').waitFor();
    await button(admin, 'Add feature').click();
    await button(admin, 'Save').click();
    await flash(admin, 'Every feature needs a name.');
    await admin.getByLabel('Feature', { exact: true }).fill('whitelisting');
    await admin.getByLabel('E-mails or company names').fill(`${PUBLISHER.username.toUpperCase()}\nOther Co`);
    await button(admin, 'Save').click();
    await flash(admin, 'Access saved');
    await snapshot(admin, 'cms-access-01-saved');

    const allowed = await gql(t, tokens.accessToken, WHITELIST);
    expect(allowed.errors).toBeUndefined();
    await admin.goto(`${t.url}/#/cms/whitelist`);
    await row(admin, 'Tess').waitFor();

    await admin.goto(`${t.url}/#/cms/access`);
    await button(admin, 'Remove whitelisting').click();
    // The earlier 'Access saved' may still show: wait for this save's answer instead.
    const saved = admin.waitForResponse((response) => response.url().endsWith('/gql') && (response.request().postData() ?? '').includes('platformContentUpdate'));
    await button(admin, 'Save').click();
    expect((await saved).ok()).toBe(true);
    const again = await gql(t, tokens.accessToken, WHITELIST);
    expect(again.errors?.[0].message).toBe(FORBIDDEN);
  }, 90_000);

  it('keeps a publisher out of the CMS: saving a CMP is refused and nothing is stored', async () => {
    const reader = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await button(reader, 'I understand').click();
    await reader.goto(`${t.url}/#/cms/cmps/create`);
    await input(reader, 'id').fill('sneaky-cmp');
    await input(reader, 'name').fill('Sneaky');
    await save(reader);
    await flash(reader, FORBIDDEN);
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const stored = await gql(t, tokens.accessToken, { query: '{ cmpById(id: "sneaky-cmp") { id } }' });
    expect(stored.data.cmpById).toBeNull();
    await reader.context().close();
  }, 60_000);

  it("requests whitelisting from an audit; the badges show the CMS's CMP name and the request as staff follow it up", async () => {
    const auditIds = [await recordAudit('awin-2002')];

    // The publisher has no whitelisting grant: no button.
    const reader = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await button(reader, 'I understand').click();
    await reader.goto(`${t.url}/#/reporting/audits/${auditIds[0]}`);
    await reader.getByTestId('badges').waitFor();
    await expect(button(reader, 'Request whitelisting').count()).resolves.toBe(0);
    await reader.context().close();

    await admin.goto(`${t.url}/#/reporting/audits/${auditIds[0]}`);
    await admin.getByTestId('badges').waitFor();
    expect(await badges(admin)).toContain('CMP: Cookiebot');
    expect((await badges(admin)).filter((label) => label.startsWith('Whitelist'))).toEqual([]);
    await button(admin, 'Request whitelisting').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Recipient name').fill('Tina Tracking');
    await dialog.getByLabel('Recipient email').fill('tina@shop.example');
    await button(dialog, 'Send request').click();
    await flash(admin, 'Whitelist creation successful');
    // Reporting's copy follows the catalogue's events as its projection runs: a moment, not a save.
    await eventually(async () => {
      await admin.reload();
      await admin.getByTestId('badges').waitFor();
      expect(await badges(admin)).toContain('Whitelist Requested');
    });
    await snapshot(admin, 'cms-whitelist-01-requested');

    // Staff confirm it on /cms/whitelist, and rename the CMP: the audit follows both.
    await admin.goto(`${t.url}/#/cms/whitelist`);
    await row(admin, 'Tina Tracking').click();
    await admin.getByLabel('Sent', { exact: true }).check();
    await admin.getByLabel('Active', { exact: true }).check();
    await save(admin);
    await flash(admin, 'Whitelisting request saved');
    await admin.goto(`${t.url}/#/cms/cmps/Cybotcookiebot/update`);
    await input(admin, 'name').fill('Cookiebot by Usercentrics');
    await save(admin);
    await flash(admin, 'CMP saved');
    await admin.goto(`${t.url}/#/reporting/audits/${auditIds[0]}`);
    await eventually(async () => {
      await admin.reload();
      await admin.getByTestId('badges').waitFor();
      expect(await badges(admin)).toEqual(expect.arrayContaining(['CMP: Cookiebot by Usercentrics', 'Whitelist Confirmed']));
    });
    await snapshot(admin, 'cms-whitelist-02-confirmed');
  }, 90_000);

  it('colours tracking likelihood by the thresholds as edited, from the next read on', async () => {
    const auditId = await recordAudit('awin-3003', 45);
    const likelihood = admin.getByTestId('consent-stages').locator('tr[data-stage="alp"] .MuiChip-root');
    // Warning at 25 (set above), critical at the shipped 60: 45 is a warning.
    await eventually(async () => {
      await admin.goto(`${t.url}/#/reporting/audits/${auditId}/cmp-insights`);
      await admin.reload();
      await expect(likelihood.getAttribute('class')).resolves.toContain('MuiChip-colorWarning');
    });
    await admin.goto(`${t.url}/#/cms/platform-content`);
    await admin.getByLabel('handoverImpactThresholdCritical', { exact: true }).fill('40');
    await button(admin, 'Save handoverImpactThresholdCritical').click();
    await flash(admin, 'Platform content saved');
    // Back on the page (no reload): it reads the audit again, coloured by the new threshold.
    await admin.goto(`${t.url}/#/reporting/audits/${auditId}/cmp-insights`);
    await eventually(async () => expect(await likelihood.getAttribute('class')).toContain('MuiChip-colorError'), 5000);
  }, 60_000);
});
