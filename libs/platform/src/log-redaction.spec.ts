import { Writable } from 'node:stream';
import pino from 'pino';
import { logRedaction, redactUrl } from './log-redaction';

function capture(): { logger: pino.Logger; text: () => string } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ ...logRedaction }, sink), text: () => lines.join('') };
}

describe('log redaction', () => {
  it('hides request credentials, set cookies and secret fields at any of the first levels', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: {
          url: '/auth/login',
          headers: {
            authorization: 'Bearer eyJhbGciOi.secret-jwt',
            cookie: 'refresh=refresh-cookie-secret',
            'x-api-key': 'tlk_live_api_key_secret',
            'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
            refresh: 'refresh-header-secret',
            'user-agent': 'jest',
          },
        },
        res: { headers: { 'set-cookie': ['refresh=set-cookie-secret'] } },
        body: { email: 'a@b.test', password: 'hunter2-password' },
        command: { input: { resetToken: 'reset-token-secret', newPassword: 'new-password-secret' } },
        refreshToken: 'top-level-refresh-secret',
        settings: { proxyUrl: 'http://user:proxy-pass-secret@proxy:8080' },
      },
      'request',
    );
    const logged = text();
    for (const secret of [
      'secret-jwt',
      'refresh-cookie-secret',
      'tlk_live_api_key_secret',
      'cHJveHk6c2VjcmV0',
      'refresh-header-secret',
      'set-cookie-secret',
      'hunter2-password',
      'reset-token-secret',
      'new-password-secret',
      'top-level-refresh-secret',
      'proxy-pass-secret',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('a@b.test');
    expect(logged).toContain('jest');
  });

  it('replaces secret query values in a logged URL', () => {
    expect(redactUrl('/sso/callback?code=abc&state=xyz&page=2')).toBe(
      '/sso/callback?code=[redacted]&state=[redacted]&page=2',
    );
    expect(redactUrl('/x?token=t1#frag')).toBe('/x?token=[redacted]#frag');
  });
});
