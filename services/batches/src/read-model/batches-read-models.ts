import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { LIVE_WORK, ProjectionHost } from '@tracklight/platform';
import { catchUpToNow } from '@tracklight/read-models';
import { Mailer } from '@tracklight/platform';
import { BatchesProjection } from './batches.projection';

/** Registers the projection, and sends the completion e-mails its outbox holds. */
@Injectable()
export class BatchesReadModels implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BatchesReadModels.name);
  readonly projection = new BatchesProjection();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;

  constructor(
    private readonly host: ProjectionHost,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {}

  onModuleInit(): void {
    this.host.register(this.projection);
  }

  onApplicationBootstrap(): void {
    if (!this.live) return;
    this.timer = setInterval(() => {
      this.sending ??= this.sendCompletionMail()
        .then(() => undefined)
        .catch((error) => this.logger.error({ err: error }, 'completion e-mail failed; will retry'))
        .finally(() => (this.sending = null));
    }, 1000);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sending;
  }

  /** Brings the read model up to date now (a command's answer reads it). */
  catchUp(): Promise<void> {
    return catchUpToNow(this.store, this.dataSource, this.projection);
  }

  /** Sends what the outbox holds, one mail at a time; a row is marked sent in the same transaction. */
  async sendCompletionMail(): Promise<number> {
    let sent = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        const [mail] = await manager.query(
          `SELECT event_id, to_email, subject, body FROM batches.completion_mail WHERE sent_at IS NULL
            ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        );
        if (!mail) return false;
        await this.mailer.send({ to: mail.to_email, subject: mail.subject, text: mail.body });
        await manager.query(`UPDATE batches.completion_mail SET sent_at = now() WHERE event_id = $1`, [mail.event_id]);
        return true;
      });
      if (!done) return sent;
      sent++;
    }
  }
}
