import {
  createAuthTestApp,
  createCompany,
  type AuthTestApp,
} from '../../test-support/auth-test-app';

describe('first-time setup: POST /auth/setup (real Postgres)', () => {
  let t: AuthTestApp;
  const user = { username: 'new.user@example.com', password: 'temporary-pass-1' };

  beforeAll(async () => {
    t = await createAuthTestApp('auth_setup');
    const companyId = await createCompany(t);
    await t
      .http()
      .post('/accounts/users')
      .set('authorization', await t.adminBearer())
      .send({ email: user.username, name: 'New User', companyId, password: user.password })
      .expect(201);
  });
  afterAll(() => t.close());

  it('answers accountSetupRequired, without tokens, to a login with the temporary password', async () => {
    const response = await t.http().post('/auth/login').send(user).expect(200);
    expect(response.body).toEqual({
      error: null,
      action: 'accountSetupRequired',
      tokens: null,
      user: { email: user.username },
    });
  });

  it('refuses a wrong temporary password, a short new one, or the same one again', async () => {
    await t
      .http()
      .post('/auth/setup')
      .send({ ...user, password: 'wrong-temporary', newPassword: 'brand-new-password' })
      .expect(401);
    const short = await t
      .http()
      .post('/auth/setup')
      .send({ ...user, newPassword: 'short' })
      .expect(400);
    expect(short.body.errorMessage).toBe('The new password must be at least 10 characters long.');
    const same = await t
      .http()
      .post('/auth/setup')
      .send({ ...user, newPassword: user.password })
      .expect(400);
    expect(same.body.errorMessage).toBe(
      'Please choose a new password, different from the temporary one.',
    );
  });

  it('sets the chosen password and starts a session at once', async () => {
    const response = await t
      .http()
      .post('/auth/setup')
      .send({ ...user, newPassword: 'my-own-password-1' })
      .expect(200);
    expect(response.body).toMatchObject({
      error: null,
      action: 'continue',
      user: { email: user.username, company: { name: 'Publisher Ltd' } },
    });
    await t
      .http()
      .get('/auth/check')
      .set('authorization', `Bearer ${response.body.tokens.accessToken}`)
      .expect(200);
  });

  it('then logs in with the new password only, and refuses a second setup', async () => {
    await t.http().post('/auth/login').send(user).expect(401);
    const login = await t
      .http()
      .post('/auth/login')
      .send({ ...user, password: 'my-own-password-1' })
      .expect(200);
    expect(login.body.action).toBe('continue');
    const again = await t
      .http()
      .post('/auth/setup')
      .send({ ...user, password: 'my-own-password-1', newPassword: 'another-password-1' })
      .expect(400);
    expect(again.body.errorMessage).toBe(
      'This account is already set up. Log in with your password.',
    );
  });
});
