import { Logger } from '@nestjs/common';
import { loadSettings } from '@tracklight/config';
import { Mailer } from './mailer';

describe('Mailer without SMTP_URL (the embedded default)', () => {
  it('logs the mail, link included, instead of failing', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await new Mailer(loadSettings({})).send({
      to: 'a@example.com',
      subject: 'Reset',
      text: 'open https://x/#/reset-password?resetToken=abc',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('resetToken=abc'));
    warn.mockRestore();
  });
});
