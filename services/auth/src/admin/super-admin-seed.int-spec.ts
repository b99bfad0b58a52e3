import { Logger } from '@nestjs/common';
import { createAuthTestApp } from '../test-support/auth-test-app';
import { EmailIndex } from '../users/email-index';
import { SuperAdminSeed } from './super-admin-seed';

describe('first start without ADMIN_PASSWORD (real Postgres)', () => {
  it('prints a generated password once, which opens account setup only, and never seeds twice', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const t = await createAuthTestApp('auth_seed', {
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: '',
    });
    try {
      const message = warn.mock.calls
        .map(([text]) => String(text))
        .find((text) => text.includes('root@example.com'))!;
      const password = /one-time password (\S+) /.exec(message)![1];
      const login = await t
        .http()
        .post('/auth/login')
        .send({ username: 'root@example.com', password })
        .expect(200);
      expect(login.body.action).toBe('accountSetupRequired');
      const setup = await t
        .http()
        .post('/auth/setup')
        .send({ username: 'root@example.com', password, newPassword: 'root-own-password' })
        .expect(200);
      expect(setup.body.user.company).toMatchObject({ isSuperAdmin: true, name: 'Tracklight' });

      warn.mockClear();
      await t.app.get(SuperAdminSeed).onApplicationBootstrap();
      expect(warn).not.toHaveBeenCalled();
      expect(await t.app.get(EmailIndex).isEmpty()).toBe(false);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });
});
