import { EventStore } from '@tracklight/event-store';
import { createActiveUser, createCompany } from '../../../../services/auth/src/test-support/auth-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../../../services/auth/src/test-support/smtp-inbox';
import { CMS_OPERATIONS, CmsApiModule } from '../../../../services/cms/src/cms-api.module';
import { CMS_MIGRATIONS } from '../../../../services/cms/src/cms.module';
import { createGqlTestApp, type GqlTestApp } from '../test-support/gql-test-app';
import { SUPPORT_SENT } from '../../../../services/cms/src/support/support.controller';

/** Support (/support): a message mailed, through a real SMTP server, with who sent it. */
describe('support messages (real Postgres and SMTP)', () => {
  let inbox: SmtpInbox;
  let t: GqlTestApp;
  let publisher: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createGqlTestApp([CmsApiModule], [CMS_OPERATIONS], {
      label: 'support',
      migrations: CMS_MIGRATIONS,
      env: { SMTP_URL: inbox.url, SUPPORT_EMAIL: 'help@provider.example', PRODUCT_NAME: 'Acme Link Audit' },
    });
    const companyId = await createCompany(t, { name: 'Publisher P' });
    publisher = `Bearer ${(await createActiveUser(t, { email: 'pat@p.example', companyId })).tokens.accessToken}`;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('mails the support address with the sender and the page, and keeps the message', async () => {
    const sent = await t
      .http()
      .post('/support/messages')
      .set('authorization', publisher)
      .send({ subject: 'Verdict looks wrong', message: 'The AWIN link shows no cookie but sales arrive.', page: 'http://x/#/reporting/audits/1' })
      .expect(201);
    expect(sent.body.message).toBe(SUPPORT_SENT);
    const mail = await inbox.next();
    expect(mail).toContain('To: help@provider.example');
    expect(mail).toContain('Subject: [Acme Link Audit support] Verdict looks wrong');
    expect(mail).toContain('The AWIN link shows no cookie but sales arrive.');
    expect(mail).toContain('pat@p.example');
    expect(mail).toContain('Page: http://x/#/reporting/audits/1');
    const { events } = await t.app.get(EventStore).readStream(`supportrequest-${sent.body.id}`);
    expect(events.map((e) => e.type)).toEqual(['SupportRequested']);
    expect(events[0].data).toEqual({
      id: sent.body.id,
      subject: 'Verdict looks wrong',
      message: 'The AWIN link shows no cookie but sales arrive.',
      page: 'http://x/#/reporting/audits/1',
      sender: { id: expect.any(String), name: expect.any(String), email: 'pat@p.example', companyId: expect.any(String), companyName: 'Publisher P' },
    });
  });

  it('refuses an empty message by name, and anyone not logged in', async () => {
    const empty = await t.http().post('/support/messages').set('authorization', publisher).send({ subject: 'Hi', message: '  ' }).expect(400);
    expect(empty.body.errorMessage).toBe('Please write your message.');
    await t.http().post('/support/messages').send({ subject: 'Hi', message: 'x' }).expect(401);
  });
});
