import { DataSource } from 'typeorm';
import { createAuthTestApp, type AuthTestApp } from '../test-support/auth-test-app';
import {
  LoginThrottle,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_USERNAME,
} from './login-throttle';

describe('LoginThrottle (real Postgres)', () => {
  let t: AuthTestApp;
  let throttle: LoginThrottle;

  beforeAll(async () => {
    t = await createAuthTestApp('auth_throttle');
    throttle = t.app.get(LoginThrottle);
  });
  afterAll(() => t.close());

  it('limits one address across many usernames', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++)
      await throttle.recordFailure(`user${i}@example.com`, '203.0.113.7');
    await expect(throttle.assertAllowed('fresh@example.com', '203.0.113.7')).rejects.toMatchObject({
      status: 429,
    });
    await expect(
      throttle.assertAllowed('fresh@example.com', '203.0.113.8'),
    ).resolves.toBeUndefined();
  });

  it('clears a username on success but not the address', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++)
      await throttle.recordFailure('Pat@example.com', `198.51.100.${i}`);
    await expect(throttle.assertAllowed('pat@EXAMPLE.com', '198.51.100.99')).rejects.toMatchObject({
      status: 429,
    });
    await throttle.recordSuccess('pat@example.com');
    await expect(
      throttle.assertAllowed('pat@example.com', '198.51.100.99'),
    ).resolves.toBeUndefined();
  });

  it('forgets failures older than the window', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i++)
      await throttle.recordFailure('old@example.com', '192.0.2.1');
    await t.app
      .get(DataSource)
      .query(
        `UPDATE auth.login_failures SET failed_at = now() - interval '16 minutes' WHERE key LIKE '%old@%'`,
      );
    await expect(throttle.assertAllowed('old@example.com', '192.0.2.2')).resolves.toBeUndefined();
  });
});
