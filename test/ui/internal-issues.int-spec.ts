import type { Page } from 'playwright-core';
import { eventually } from '@tracklight/testing';
import { startSmtpInbox, type SmtpInbox } from '../../services/auth/src/test-support/smtp-inbox';
import { scenarioById } from '../sandbox';
import { ADMIN, api, button, flash, menuItem, openLoggedIn, PRODUCT_NAME, row, snapshot, startUiTestApp, type UiTestApp, awaitBatchAudited } from './ui-test-app';

/**
 * The staff's tools on the audit page (spec sections 2 to 4, 7, 8): the internal advertiser
 * issue modal and its queue, the CMP metadata form, and the whitelisting request form with its
 * mail to the advertiser's technical contact, on a real sandbox audit.
 */
describe('internal advertiser issues, CMP metadata and whitelisting (built UI, real Chromium)', () => {
  let t: UiTestApp;
  let inbox: SmtpInbox;
  let auditId: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startUiTestApp({ SMTP_URL: inbox.url, AUDIT_EGRESS_ADDRESSES: JSON.stringify({ 'lon-dc1': ['203.0.113.10'] }) });
    const { tokens } = await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } });
    const token = tokens.accessToken;
    const { batchId } = await api(t.url, '/audit', {
      token,
      body: { batchMeta: { name: 'Staff check' }, batchLinks: [{ link: scenarioById('onetrust-awin-conditional').link(t.sandbox) }] },
    });
    [{ id: auditId }] = await awaitBatchAudited(t.url, token, batchId, 120_000);
  }, 200_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const openReport = async (): Promise<Page> => {
    const page = await openLoggedIn(t, ADMIN.username, ADMIN.password);
    await page.goto(`${t.url}/#/reporting/audits/${auditId}`);
    await button(page, 'Report Internal Advertiser Issue').waitFor();
    return page;
  };

  it('creates an issue, marks the button, resolves it, and the queue follows', async () => {
    const page = await openReport();
    await button(page, 'Report Internal Advertiser Issue').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Classic screenshots').waitFor();
    await expect(dialog.getByLabel('Resolution Conclusion').count()).resolves.toBe(0);
    await dialog.getByRole('combobox', { name: 'Issue Type' }).click();
    await page.getByRole('option', { name: 'CMP exists but not clicked' }).click();
    await dialog.getByLabel('Comment').fill('The banner was there but not accepted');
    await snapshot(page, 'internal-issue-01-create');
    await dialog.getByRole('button', { name: 'Create Issue' }).click();
    await flash(page, 'Internal advertiser issue submitted');
    await page.getByLabel('An issue is open').waitFor();

    await button(page, 'Report Internal Advertiser Issue').click();
    await dialog.getByRole('button', { name: 'Update Issue' }).waitFor();
    await dialog.getByLabel('Resolution Conclusion').fill('Accepted on a second look: CMP rule updated');
    await dialog.getByText('Providing a Resolution Conclusion will resolve this issue.').waitFor();
    await dialog.getByRole('button', { name: 'Resolve Issue' }).click();
    await flash(page, 'Internal advertiser issue submitted');
    await page.getByLabel('An issue is open').waitFor({ state: 'detached' });

    await menuItem(page, 'Internal Advertiser Issue Queue').click();
    await page.waitForURL(/#\/internal-advertiser-issue-queue/);
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Open issues only by default: the resolved one is not in the queue.
    await expect(row(page, 'The banner was there but not accepted').count()).resolves.toBe(0);
    await page.goto(`${t.url}/#/internal-advertiser-issue-queue?filter=${encodeURIComponent(JSON.stringify({ resolvedAt: true }))}`);
    // The advertiser by its name, not its key.
    await row(page, 'The banner was there but not accepted').getByText('shop-onetrust.test', { exact: true }).waitFor();
    await snapshot(page, 'internal-issue-02-queue-resolved');
    await page.context().close();
  }, 90_000);

  it('starts Has CMP as the audit found it, keeps the details disabled without it, and saves them with the brand in the conclusion', async () => {
    const page = await openReport();
    const conclusion = page.getByRole('combobox', { name: 'Conclusion' });
    // The audit found OneTrust: ticked before anyone saved.
    await page.getByRole('checkbox', { name: 'Has CMP', checked: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Has CMP' }).uncheck();
    await expect(conclusion.getAttribute('aria-disabled')).resolves.toBe('true');
    await page.getByRole('checkbox', { name: 'Has CMP' }).check();
    await page.getByRole('checkbox', { name: 'Accept all' }).check();
    await conclusion.click();
    await page.getByRole('option', { name: `CMP - ${PRODUCT_NAME} interacted incorrectly` }).click();
    await button(page, 'Save CMP metadata').click();
    await flash(page, 'CMP metadata saved');
    await page.reload();
    await page.getByRole('combobox', { name: 'Conclusion' }).filter({ hasText: `CMP - ${PRODUCT_NAME} interacted incorrectly` }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Accept all' }).isChecked()).resolves.toBe(true);
    await snapshot(page, 'cmp-metadata-01-saved');
    await page.context().close();
  }, 60_000);

  it('requests whitelisting from the audit: both recipient fields required, the mail sent, the request followed up in the CMS', async () => {
    const page = await openReport();
    await button(page, 'Request whitelisting').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Recipient name').fill('Tess Tech');
    await button(dialog, 'Send request').click();
    // The browser's own required-field check stops the form: nothing is created.
    await expect(dialog.getByLabel('Recipient email').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).resolves.toBe(true);
    await dialog.getByLabel('Recipient email').fill('tess@shop.example');
    await dialog.getByLabel('Message').fill('Please allow our audit browser');
    await button(dialog, 'Send request').click();
    await flash(page, 'Whitelist creation successful');
    await page.getByTestId('whitelist-outcome').getByText('Whitelisting requested: e-mailed to tess@shop.example with the addresses to allow.').waitFor();
    // The batch's completion mail is in the inbox too: find the one to the recipient.
    const mail = await eventually(async () => {
      const found = inbox.mails.find((m) => m.includes('To: tess@shop.example'));
      expect(found).toBeDefined();
      return found as string;
    });
    expect(mail).toContain('  - 203.0.113.10   (lon-dc1)');
    expect(mail).toContain('Their message: Please allow our audit browser');
    await snapshot(page, 'whitelist-01-requested');

    await page.goto(`${t.url}/#/cms/whitelist`);
    await row(page, 'tess@shop.example').waitFor();
    await page.context().close();
  }, 60_000);
});
