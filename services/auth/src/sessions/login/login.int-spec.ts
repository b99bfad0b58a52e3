import { ADMIN, createAuthTestApp, type AuthTestApp } from '../../test-support/auth-test-app';
import { EmailIndex } from '../../users/email-index';
import { WRONG_CREDENTIALS } from '../login-attempts';
import { userStream } from '@tracklight/contracts';

describe('POST /auth/login (real Postgres)', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp('auth_login');
  });
  afterAll(() => t.close());

  const adminStream = async () =>
    userStream((await t.app.get(EmailIndex).userIdOf(ADMIN.username))!);

  it('answers continue with tokens and the session user for the first-start super admin', async () => {
    const response = await t.http().post('/auth/login').send(ADMIN).expect(200);
    expect(response.body).toMatchObject({
      error: null,
      action: 'continue',
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      user: {
        email: ADMIN.username,
        company: { name: 'Tracklight', isSuperAdmin: true, queues: ['a', 'b', 'c', 'superuser'] },
      },
    });
    const check = await t
      .http()
      .get('/auth/check')
      .set('authorization', `Bearer ${response.body.tokens.accessToken}`)
      .expect(200);
    expect(check.body.user.email).toBe(ADMIN.username);
  });

  it('matches the username case-insensitively', async () => {
    await t
      .http()
      .post('/auth/login')
      .send({ ...ADMIN, username: ' ADMIN@Example.com ' })
      .expect(200);
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await t
      .http()
      .post('/auth/login')
      .send({ username: 'nobody@example.com', password: 'whatever-it-is' });
    const wrong = await t
      .http()
      .post('/auth/login')
      .send({ username: ADMIN.username, password: 'not-the-password' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.errorMessage).toBe(WRONG_CREDENTIALS);
  });

  it('records logins and failures on the user stream, the password only as an argon2id hash', async () => {
    const { events } = await t.store.readStream(await adminStream());
    const types = events.map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['UserInvited', 'PasswordSet']);
    expect(types).toEqual(expect.arrayContaining(['UserLoggedIn', 'LoginFailed']));
    expect(events[1].data.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(ADMIN.password);
    const loggedIn = events.find((event) => event.type === 'UserLoggedIn')!;
    expect(loggedIn.data).toMatchObject({
      method: 'password',
      refreshTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(loggedIn.metadata.actorUserId).toBe((await adminStream()).slice('user-'.length));
  });

  it("asks for both fields with the spec's wording", async () => {
    const response = await t
      .http()
      .post('/auth/login')
      .send({ username: 'someone@example.com' })
      .expect(400);
    expect(response.body.errorMessage).toBe('Please provide a valid password.');
    const empty = await t
      .http()
      .post('/auth/login')
      .send({ username: '', password: 'x' })
      .expect(400);
    expect(empty.body.errorMessage).toBe('Please enter your username.');
  });

  it('throttles a username after five failures with 429, for unknown users too, until the window passes', async () => {
    for (const username of ['throttled@example.com', ADMIN.username]) {
      const before = username === ADMIN.username ? 1 : 0; // one failure above already counts
      for (let i = before; i < 5; i++) {
        await t
          .http()
          .post('/auth/login')
          .send({ username, password: 'wrong-password' })
          .expect(401);
      }
      const blocked = await t
        .http()
        .post('/auth/login')
        .send({ username, password: 'wrong-password' })
        .expect(429);
      expect(blocked.body.errorMessage).toMatch(
        /^Too many failed login attempts\. Please wait 1[45] minutes and try again/,
      );
    }
    // Even the right password waits: the throttle is checked first.
    await t.http().post('/auth/login').send(ADMIN).expect(429);
  });
});
