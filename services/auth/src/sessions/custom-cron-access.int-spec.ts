import { ADMIN, createActiveUser, createAuthTestApp, createCompany, type AuthTestApp } from '../test-support/auth-test-app';

const LISTED = 'listed@example.com';
const UNLISTED = 'unlisted@example.com';

/**
 * The session user says whether its holder may choose custom cron schedules (spec section 6), so
 * the UI can offer the choice to the allowlisted accounts the batches service will accept.
 */
describe('session user: custom cron access (real Postgres)', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    // Spaces and case differ from the stored e-mail on purpose: the list is read leniently.
    t = await createAuthTestApp('auth_custom_cron', { CUSTOM_CRON_ALLOWLIST: ` someone@example.com , ${LISTED.toUpperCase()} ` });
    const companyId = await createCompany(t);
    for (const email of [LISTED, UNLISTED]) await createActiveUser(t, { email, companyId });
  });
  afterAll(() => t.close());

  const logIn = async (username: string, password: string) =>
    (await t.http().post('/auth/login').send({ username, password }).expect(200)).body;

  it('grants it to super admins and allowlisted accounts only, at login', async () => {
    expect((await logIn(ADMIN.username, ADMIN.password)).user.canUseCustomCron).toBe(true);
    expect((await logIn(LISTED, 'chosen-password-1')).user.canUseCustomCron).toBe(true);
    expect((await logIn(UNLISTED, 'chosen-password-1')).user.canUseCustomCron).toBe(false);
  });

  it('says the same on /auth/check and after a refresh', async () => {
    for (const [email, expected] of [[LISTED, true], [UNLISTED, false]] as const) {
      const { tokens } = await logIn(email, 'chosen-password-1');
      const check = await t.http().get('/auth/check').set('authorization', `Bearer ${tokens.accessToken}`).expect(200);
      expect(check.body.user).toMatchObject({ email, canUseCustomCron: expected });
      const refreshed = await t.http().post('/auth/refresh').set('refresh', tokens.refreshToken).send({ username: email }).expect(200);
      expect(refreshed.body.user).toMatchObject({ email, canUseCustomCron: expected });
    }
  });
});
