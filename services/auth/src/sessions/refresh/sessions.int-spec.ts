import {
  ADMIN,
  createActiveUser,
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from '../../test-support/auth-test-app';
import { EmailIndex } from '../../users/email-index';
import { SESSION_ENDED } from '../refresh-header';
import { userStream } from '@tracklight/contracts';

describe('sessions: refresh rotation, theft detection, logout (real Postgres)', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp('auth_sessions');
  });
  afterAll(() => t.close());

  const refresh = (token: string, username = ADMIN.username) =>
    t.http().post('/auth/refresh').set('refresh', token).send({ username });

  it('rotates the refresh token on every use and answers a working access token', async () => {
    const first = await t.login(ADMIN.username, ADMIN.password);
    const second = await refresh(first.refreshToken).expect(200);
    expect(second.body).toMatchObject({
      error: null,
      action: 'continue',
      user: { email: ADMIN.username },
    });
    expect(second.body.tokens.refreshToken).not.toBe(first.refreshToken);
    await t
      .http()
      .get('/auth/check')
      .set('authorization', `Bearer ${second.body.tokens.accessToken}`)
      .expect(200);
    await refresh(second.body.tokens.refreshToken).expect(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const stolen = (await t.login(ADMIN.username, ADMIN.password)).refreshToken;
    const legitimate = (await refresh(stolen).expect(200)).body.tokens.refreshToken as string;
    const replay = await refresh(stolen).expect(401);
    expect(replay.body.errorMessage).toBe(SESSION_ENDED);
    await refresh(legitimate).expect(401); // the thief and the owner both lose the session
    const { events } = await t.store.readStream(
      userStream((await t.app.get(EmailIndex).userIdOf(ADMIN.username))!),
    );
    expect(
      events.filter((event) => event.type === 'SessionRevoked').map((event) => event.data.reason),
    ).toContain('refresh-token-reused');
  });

  it('refuses a token for another username, a forged one, or none', async () => {
    const { refreshToken } = await t.login(ADMIN.username, ADMIN.password);
    await refresh(refreshToken, 'someone.else@example.com').expect(401);
    await refresh(`${refreshToken.split('.')[0]}.forged`).expect(401);
    await refresh('').expect(401);
    await refresh(refreshToken).expect(200); // the refusals above did not burn it
  });

  it('ends the session on logout, and logging out again is harmless', async () => {
    const { refreshToken } = await t.login(ADMIN.username, ADMIN.password);
    const out = await t.http().get('/auth/logout').set('refresh', refreshToken).expect(200);
    expect(out.body.message).toBe('You are logged out.');
    await refresh(refreshToken).expect(401);
    await t.http().get('/auth/logout').set('refresh', refreshToken).expect(200);
    await t.http().get('/auth/logout').expect(200);
  });

  it('ends every session of a user whose password an admin changes', async () => {
    const email = 'changed@example.com';
    const user = await createActiveUser(t, { email, companyId: await createCompany(t) });
    const other = await t.login(email, user.password);
    await t
      .http()
      .patch(`/accounts/users/${user.id}`)
      .set('authorization', await t.adminBearer())
      .send({ password: 'admin-chosen-pass-1' })
      .expect(200);
    await refresh(user.tokens.refreshToken, email).expect(401);
    await refresh(other.refreshToken, email).expect(401);
  });

  it('needs a valid access token for /auth/check', async () => {
    const none = await t.http().get('/auth/check').expect(401);
    expect(none.body.errorMessage).toBe('Please log in to continue.');
    await t.http().get('/auth/check').set('authorization', 'Bearer not-a-token').expect(401);
  });
});
