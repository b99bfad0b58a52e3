import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { publicUrlOf, type Settings } from '@tracklight/config';
import { TEMPLATE_ALERT_STREAM, type VerdictAlertEvent, type VerdictChange } from '@tracklight/contracts';
import { EventStore, recordDone, streamName } from '@tracklight/event-store';
import type { JobQueue, JobWorker } from '@tracklight/jobs';
import { LIVE_WORK, Mailer, SETTINGS } from '@tracklight/platform';
import { verdictAlertMail } from './verdict-alert-text';
import { WebhookDelivery, type WebhookJob } from './webhook-delivery';

export const VERDICT_WEBHOOK_QUEUE = Symbol('VERDICT_WEBHOOK_QUEUE');

const POLL_MS = 1000;

interface Due {
  batch_id: string;
  template_id: string;
  changes: { previousBatchId: string; changes: VerdictChange[] };
  name: string;
  owner_email: string;
  webhook_url: string | null;
  deleted: boolean;
}

/**
 * Works through the outbox the verdict-alerts projection fills: records the changes on the
 * template's alert stream, mails the owner once per run, and queues the webhook delivery (retried
 * with backoff by the job queue). A row is marked handled in the transaction that locked it.
 */
@Injectable()
export class VerdictAlertSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(VerdictAlertSender.name);
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private worker: JobWorker | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly mailer: Mailer,
    private readonly delivery: WebhookDelivery,
    @Inject(VERDICT_WEBHOOK_QUEUE) private readonly queue: JobQueue<WebhookJob>,
    @Inject(SETTINGS) private readonly settings: Settings,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.live) return;
    this.worker = this.queue.work((job) => this.delivery.deliver(job), 2);
    this.timer = setInterval(() => {
      this.sending ??= this.sendDue()
        .catch((error) => this.logger.error({ err: error }, 'verdict alerts failed; will retry'))
        .finally(() => (this.sending = null));
    }, POLL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sending;
    await this.worker?.close();
    await this.queue.close();
  }

  private async sendDue(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const due: Due[] = await manager.query(
        `SELECT v.batch_id, v.template_id, v.changes, t.name, t.owner_email, t.webhook_url, t.deleted
           FROM reporting.verdict_alerts v JOIN reporting.alert_templates t USING (template_id)
          WHERE v.handled_at IS NULL ORDER BY v.created_at LIMIT 20 FOR UPDATE OF v SKIP LOCKED`,
      );
      for (const alert of due) {
        await this.handle(alert);
        await manager.query('UPDATE reporting.verdict_alerts SET handled_at = now() WHERE batch_id = $1', [alert.batch_id]);
      }
    });
  }

  private async handle(alert: Due): Promise<void> {
    const stream = streamName(TEMPLATE_ALERT_STREAM, alert.template_id);
    const context = { actorUserId: null, correlationId: `verdict-alert-${alert.batch_id}` };
    const { previousBatchId, changes } = alert.changes;
    const events: VerdictAlertEvent[] = [
      { type: 'VerdictChangesFound', data: { templateId: alert.template_id, batchId: alert.batch_id, previousBatchId, changes } },
    ];
    if (!alert.deleted) {
      const runUrl = `${publicUrlOf(this.settings)}/#/reporting/memory/cookie/${alert.batch_id}`;
      await this.mailer.send({ to: alert.owner_email, ...verdictAlertMail({ templateName: alert.name, changes, runUrl }) });
      events.push({ type: 'VerdictAlertMailed', data: { batchId: alert.batch_id, to: alert.owner_email } });
    }
    // A failed record rolls the poll back and mails again (at least once).
    await recordDone(this.store, stream, events, context);
    if (alert.webhook_url && !alert.deleted) await this.queue.add('a', `verdict-${alert.batch_id}`, { templateId: alert.template_id, batchId: alert.batch_id });
  }
}
