import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
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
  private readonly transport: Transporter | null;

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {
    this.transport = settings.SMTP_URL ? createTransport(settings.SMTP_URL) : null;
  }

  async send(mail: Mail): Promise<MailOutcome> {
    if (!this.transport) {
      this.logger.warn(
        `SMTP_URL is not set, so this e-mail is logged instead of sent. To: ${mail.to}. ${mail.subject}\n${mail.text}`,
      );
      return 'logged';
    }
    await this.transport.sendMail({ from: this.settings.MAIL_FROM, ...mail });
    return 'sent';
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
