import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from './tokens';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go when they are not for the product's own address. */
  replyTo?: string;
}

/** 'sent' once SMTP accepted the mail; 'logged' when no SMTP server is configured. */
export type MailOutcome = 'sent' | 'logged';

/**
 * Sends the product's e-mail through SMTP_URL. Without one (the embedded default) the mail is
 * logged instead, so a local install can still reset a password from its log.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  /** Made at the first mail: nodemailer is loaded then, not at every process's start. */
  private transport: Promise<Transporter> | null = null;

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  async send(mail: Mail): Promise<MailOutcome> {
    const smtpUrl = this.settings.SMTP_URL;
    if (!smtpUrl) {
      this.logger.warn(
        `SMTP_URL is not set, so this e-mail is logged instead of sent. To: ${mail.to}. ${mail.subject}\n${mail.text}`,
      );
      return 'logged';
    }
    this.transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
    await (await this.transport).sendMail({ from: this.settings.MAIL_FROM, ...mail });
    return 'sent';
  }

  async onApplicationShutdown(): Promise<void> {
    (await this.transport)?.close();
  }
}
