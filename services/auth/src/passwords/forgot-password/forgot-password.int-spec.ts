import {
  createActiveUser,
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from '../../test-support/auth-test-app';
import { startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox';
import { INVALID_RESET_LINK } from '../reset-token';

describe('forgotten password: e-mailed single-use reset link (real Postgres and SMTP)', () => {
  let t: AuthTestApp;
  let inbox: SmtpInbox;
  const email = 'forgetful@example.com';

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createAuthTestApp('auth_reset', {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'https://tracklight.example.com',
    });
    await createActiveUser(t, { email, name: 'Fran', companyId: await createCompany(t) });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const resetTokenIn = (mail: string) => decodeURIComponent(/resetToken=(\S+)/.exec(mail)![1]);

  it('mails a reset link, and the link names the user', async () => {
    const response = await t
      .http()
      .post('/auth/forgot-password')
      .send({ email: 'Forgetful@Example.com' })
      .expect(200);
    expect(response.body.message).toBe(
      'If an account uses this e-mail address, we have sent it a link to reset the password.',
    );
    const mail = await inbox.next();
    expect(mail).toMatch(/^To: forgetful@example\.com/m);
    expect(mail).toMatch(/^Subject: Reset your Tracklight password/m);
    expect(mail).toContain('https://tracklight.example.com/#/reset-password?resetToken=');
    const user = await t
      .http()
      .get('/auth/forgot-password/user')
      .query({ resetToken: resetTokenIn(mail) })
      .expect(200);
    expect(user.body).toEqual({ user: { email, name: 'Fran' } });
  });

  it('resets the password once: the link then stops working, old sessions end, the new password logs in', async () => {
    const session = await t.login(email, 'chosen-password-1');
    await t.http().post('/auth/forgot-password').send({ email }).expect(200);
    const token = resetTokenIn(await inbox.next());
    const reset = await t
      .http()
      .post('/auth/forgot-password/reset')
      .send({ resetToken: token, newPassword: 'after-reset-pass-1' })
      .expect(200);
    expect(reset.body.message).toBe('Your password has been changed. You can now log in with it.');
    const again = await t
      .http()
      .post('/auth/forgot-password/reset')
      .send({ resetToken: token, newPassword: 'another-pass-12' })
      .expect(400);
    expect(again.body.errorMessage).toBe(INVALID_RESET_LINK);
    await t.http().get('/auth/forgot-password/user').query({ resetToken: token }).expect(400);
    await t
      .http()
      .post('/auth/refresh')
      .set('refresh', session.refreshToken)
      .send({ username: email })
      .expect(401);
    await t
      .http()
      .post('/auth/login')
      .send({ username: email, password: 'chosen-password-1' })
      .expect(401);
    await t.login(email, 'after-reset-pass-1');
  });

  it('honours only the latest link sent', async () => {
    await t.http().post('/auth/forgot-password').send({ email }).expect(200);
    const first = resetTokenIn(await inbox.next());
    await t.http().post('/auth/forgot-password').send({ email }).expect(200);
    const second = resetTokenIn(await inbox.next());
    await t.http().get('/auth/forgot-password/user').query({ resetToken: first }).expect(400);
    await t.http().get('/auth/forgot-password/user').query({ resetToken: second }).expect(200);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const before = inbox.mails.length;
    const response = await t
      .http()
      .post('/auth/forgot-password')
      .send({ email: 'stranger@example.com' })
      .expect(200);
    expect(response.body.message).toMatch(/^If an account uses this e-mail address/);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails).toHaveLength(before);
  });

  it('refuses a made-up token and a short new password with clear messages', async () => {
    await t.http().get('/auth/forgot-password/user').query({ resetToken: 'made-up' }).expect(400);
    const short = await t
      .http()
      .post('/auth/forgot-password/reset')
      .send({ resetToken: 'x', newPassword: 'short' })
      .expect(400);
    expect(short.body.errorMessage).toBe('The new password must be at least 10 characters long.');
  });
});
