// No secret is ever written down (issue 18): after a full account flow — login, refresh, a wrong
// password, a forgotten password and its reset, an API key created, listed and used, proxy
// credentials in the settings — every stored event, every log line the process wrote at debug
// level (request logs carry the headers), every error body and every listing are searched for each secret handed out or typed in.
import { Writable } from 'node:stream';
import { Client } from 'pg';
import {
  ADMIN,
  createActiveUser,
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from './test-support/auth-test-app';
import { startSmtpInbox, type SmtpInbox } from './test-support/smtp-inbox';

const PROXY_PASSWORD = 'proxy-pass-7f3a9c';

describe('secrets stay out of events, logs, error bodies and listings', () => {
  let t: AuthTestApp;
  let inbox: SmtpInbox;
  const logged: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const bodies: string[] = [];
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createAuthTestApp('auth_secrets', {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://tracklight.example.com',
      LOG_LEVEL: 'debug',
      AUDIT_PROXY_URL: `http://proxyuser:${PROXY_PASSWORD}@proxy.example.com:8080`,
    }, { logStream });
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const keep = (response: { status: number; text: string }) => {
    if (response.status >= 400) bodies.push(response.text);
    return response;
  };

  it('runs the flow', async () => {
    const email = 'secretive@example.com';
    const companyId = await createCompany(t);
    await createActiveUser(t, { email, name: 'Sam', companyId });
    secrets.set('admin password', ADMIN.password);
    secrets.set('user password', 'chosen-password-1');
    secrets.set('temporary password', 'temporary-pass-1');
    secrets.set('proxy password', PROXY_PASSWORD);

    const session = await t.login(email, 'chosen-password-1');
    secrets.set('access token', session.accessToken);
    secrets.set('refresh token', session.refreshToken);
    const rotated = await t.http().post('/auth/refresh').set('refresh', session.refreshToken).send({ username: email });
    secrets.set('rotated refresh token', rotated.body.tokens.refreshToken);
    keep(await t.http().post('/auth/login').send({ username: email, password: 'wrong-password-9' }));
    secrets.set('wrong password', 'wrong-password-9');
    keep(await t.http().post('/auth/refresh').set('refresh', session.refreshToken).send({ username: email }));

    await t.http().post('/auth/forgot-password').send({ email }).expect(200);
    const resetToken = decodeURIComponent(/resetToken=(\S+)/.exec(await inbox.next())![1]);
    secrets.set('reset token', resetToken);
    await t.http().get('/auth/forgot-password/user').query({ resetToken }).expect(200);
    await t.http().post('/auth/forgot-password/reset').send({ resetToken, newPassword: 'after-reset-pass-1' }).expect(200);
    secrets.set('new password', 'after-reset-pass-1');
    keep(await t.http().post('/auth/forgot-password/reset').send({ resetToken, newPassword: 'again-reset-pass-2' }));
    secrets.set('refused new password', 'again-reset-pass-2');

    const bearer = await t.adminBearer();
    const created = await t
      .http()
      .post('/accounts/api-keys')
      .set('authorization', bearer)
      .send({ name: 'ci', scopes: ['read'] })
      .expect(201);
    secrets.set('API key', created.body.key);
    const listing = await t.http().get('/accounts/api-keys').set('authorization', bearer).expect(200);
    bodies.push(listing.text);
    keep(await t.http().get('/accounts/users').set('x-api-key', created.body.key));
    keep(await t.http().get('/accounts/users').set('x-api-key', `${created.body.key}x`));
    bodies.push((await t.http().get('/accounts/users').set('authorization', bearer)).text);
    expect(secrets.size).toBe(12);
  });

  it('finds none of them in the event store', async () => {
    const client = new Client({ connectionString: t.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ data: string }>(
        'SELECT message_data::text || message_metadata::text AS data FROM emt_messages',
      );
      expect(rows.length).toBeGreaterThan(5);
      const stored = rows.map((row) => row.data).join('\n');
      expect([...secrets].filter(([, value]) => stored.includes(value)).map(([name]) => name)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('finds none of them in the logs, the error bodies or the listings', () => {
    const text = [...logged, ...bodies].join('\n');
    expect(logged.length).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThan(4);
    expect([...secrets].filter(([, value]) => text.includes(value)).map(([name]) => name)).toEqual([]);
  });
});
