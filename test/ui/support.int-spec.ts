import { startSmtpInbox, type SmtpInbox } from '../../services/auth/src/test-support/smtp-inbox';
import { api, button, menuItem, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

/** /support in the built UI: a publisher's message reaches the support inbox (a real SMTP server). */
describe('support page (built UI, real Chromium and SMTP)', () => {
  let inbox: SmtpInbox;
  let t: UiTestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await startUiTestApp({ SMTP_URL: inbox.url, SUPPORT_EMAIL: 'help@provider.example' });
    await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('sends a message with the sender attached and confirms it', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await menuItem(page, 'Support').click();
    await page.waitForURL(/#\/support$/);
    await page.getByLabel('Subject').fill('Cannot find my batch');
    await page.getByLabel('Message').fill('The batch I sent this morning is not in Your Results.');
    await button(page, 'Send to support').click();
    await page.getByText('Thank you: your message is with our support team, who will reply by e-mail.').waitFor();
    await snapshot(page, 'support-01-sent');
    const mail = await inbox.next();
    expect(mail).toContain('To: help@provider.example');
    expect(mail).toContain('The batch I sent this morning is not in Your Results.');
    expect(mail).toContain(PUBLISHER.username);
    await page.context().close();
  }, 60_000);
});
