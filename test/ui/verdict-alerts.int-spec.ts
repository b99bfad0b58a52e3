import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from '@tracklight/testing';
import { startSmtpInbox, type SmtpInbox } from '../../services/auth/src/test-support/smtp-inbox';
import { verifyWebhook } from '../../services/reporting/src/verdict-alerts/webhook-signature';
import { scenarioById } from '../sandbox';
import { ADMIN, api, awaitBatchAudited, openLoggedIn, PUBLISHER, snapshot, startUiTestApp, type UiTestApp } from './ui-test-app';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

const ACTIVITY = `query($t: ID!) { templateVerdictAlerts(templateId: $t) { webhookSecret signatureHeader timestampHeader activity { kind batchId attempt ok status error } } }`;

/**
 * Issue 16 item 7 end to end: a template runs twice on the sandbox world; between the runs a CMS
 * edit changes AWIN's memory-cookie rule, so the second run's verdict differs. The owner gets one
 * e-mail, the webhook a signed POST that fails once and is retried, and every attempt is recorded.
 */
describe('verdict-change alerts (all-in-one, real Chromium, SMTP and webhook receivers)', () => {
  let t: UiTestApp;
  let inbox: SmtpInbox;
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let admin: string;
  let publisher: string;
  let templateId: string;

  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => api(t.url, '/gql', { token, body: { query, variables } });
  const runAndWait = async (): Promise<string> => {
    const runBatchId = (await gql(publisher, `mutation($b: ID!) { runBatch(batchId: $b) }`, { b: templateId })).data.runBatch as string;
    await awaitBatchAudited(t.url, publisher, runBatchId, 120_000);
    return runBatchId;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        // The first delivery fails: the retry must come.
        response.writeHead(received.length === 1 ? 500 : 204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    t = await startUiTestApp({ SMTP_URL: inbox.url, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
    admin = (await api(t.url, '/auth/login', { body: { username: ADMIN.username, password: ADMIN.password } })).tokens.accessToken;
    publisher = (await api(t.url, '/auth/setup', { body: { username: PUBLISHER.username, password: PUBLISHER.temporaryPassword, newPassword: PUBLISHER.password } }))
      .tokens.accessToken;
    const created = await gql(publisher, `mutation($r: BatchCreateRecord!) { batchCreateOne(record: $r) { id } }`, {
      r: { name: 'Weekly AWIN', notifyOnComplete: false, batchLinks: [{ link: scenarioById('awin-immediate').link(t.sandbox), name: 'AWIN shop' }] },
    });
    templateId = created.data.batchCreateOne.id;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('refuses a webhook address that is not http(s), and keeps none', async () => {
    const refused = await fetch(`${t.url}/gql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${publisher}` },
      body: JSON.stringify({ query: `mutation($id: ID!, $r: BatchUpdateRecord!) { batchUpdateById(id: $id, record: $r) { id } }`, variables: { id: templateId, r: { alertWebhookUrl: 'ftp://x.test/' } } }),
    });
    expect((await refused.json()).errors[0].message).toBe('Please provide a valid webhook address (http or https), or leave it empty.');
    const read = await gql(publisher, `query($id: ID!) { batchById(id: $id) { alertWebhookUrl } }`, { id: templateId });
    expect(read.data.batchById.alertWebhookUrl).toBeNull();
  });

  it('mails the owner and POSTs a signed, retried webhook when a run changes a verdict', async () => {
    const page = await openLoggedIn(t, PUBLISHER.username, PUBLISHER.password);
    await page.goto(`${t.url}/#/reporting/memory/cookie/${templateId}`);
    const panel = page.getByTestId('verdict-alerts');
    await panel.getByLabel('Webhook address').fill(receiverUrl);
    await panel.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByText('Webhook saved', { exact: true }).waitFor();

    const first = await runAndWait();
    // The provider tightens AWIN's memory-cookie rule: the same link's cookie no longer counts.
    await api(t.url, '/cms/networks/awin', {
      method: 'PATCH',
      token: admin,
      body: { memoryCookie: [{ storage: 'cookie', namePattern: '^_aw_x_{advertiserId}$', mustContainAni: true }] },
    });
    const second = await runAndWait();

    const mail = await eventually(async () => {
      // The subject is MIME-encoded (it has quotes); the body is plain.
      const found = inbox.mails.find((text) => text.includes('of your template "Weekly AWIN"'));
      expect(found).toBeDefined();
      return found!;
    }, 30_000);
    expect(mail).toContain('Verdict_changes_in_');
    expect(mail).toContain('1 link of your template "Weekly AWIN" has a different memory cookie status than in its previous run:');
    expect(mail).toContain(`/#/reporting/memory/cookie/${second}`);

    const alerts = (await gql(publisher, ACTIVITY, { t: templateId })).data.templateVerdictAlerts;
    await eventually(async () => expect(received.length).toBe(2), 30_000);
    for (const delivery of received) {
      const timestamp = delivery.headers[alerts.timestampHeader] as string;
      expect(verifyWebhook(alerts.webhookSecret, timestamp, delivery.body, delivery.headers[alerts.signatureHeader] as string)).toBe(true);
    }
    expect(verifyWebhook('0'.repeat(64), received[1].headers[alerts.timestampHeader] as string, received[1].body, received[1].headers[alerts.signatureHeader] as string)).toBe(
      false,
    );
    const payload = JSON.parse(received[1].body);
    expect(payload).toMatchObject({ type: 'verdict.changed', templateId, templateName: 'Weekly AWIN', batchId: second, previousBatchId: first });
    expect(payload.changes).toEqual([expect.objectContaining({ before: 'IMMEDIATE', after: 'NO_MEMORY_COOKIE', countryCode: expect.any(String) })]);

    await eventually(async () => {
      const activity = (await gql(publisher, ACTIVITY, { t: templateId })).data.templateVerdictAlerts.activity;
      expect(activity.map((a: { kind: string; attempt: number | null; ok: boolean | null }) => [a.kind, a.attempt, a.ok])).toEqual([
        ['WEBHOOK', 2, true],
        ['WEBHOOK', 1, false],
        ['MAILED', null, null],
        ['CHANGES_FOUND', null, null],
      ]);
    }, 30_000);
    await page.reload();
    await panel.getByText('Webhook attempt 1 failed: The receiver answered 500.').waitFor();
    await panel.getByText('Webhook attempt 2 delivered (204)').waitFor();
    await snapshot(page, 'verdict-alerts-01-template');
    await page.context().close();
  }, 300_000);

  it("keeps another company's template alerts from a user", async () => {
    const other = await api(t.url, '/accounts/companies', { token: admin, body: { name: 'Other Co' } });
    await api(t.url, '/accounts/users', { token: admin, body: { name: 'Olga', email: 'olga@example.com', companyId: other.id, password: 'temporary-pass-6' } });
    const olga = (await api(t.url, '/auth/setup', { body: { username: 'olga@example.com', password: 'temporary-pass-6', newPassword: 'chosen-password-6' } })).tokens.accessToken;
    expect((await gql(olga, ACTIVITY, { t: templateId })).data.templateVerdictAlerts).toBeNull();
  });
});
