import { Module } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { BullMqJobQueue, InProcessJobQueue } from '@tracklight/jobs';
import { SETTINGS } from '@tracklight/platform';
import { TemplateVerdictAlertsResolver } from './template-verdict-alerts.resolver';
import { VERDICT_WEBHOOK_QUEUE, VerdictAlertSender } from './verdict-alert-sender';
import { WebhookDelivery } from './webhook-delivery';

/**
 * Verdict-change alerts (issue 16 item 7): the owner's e-mail and the signed webhook when a
 * template's run changes verdicts. Webhook deliveries go through BullMQ when REDIS_URL is set (they
 * survive a restart and retry with backoff), in process otherwise (the embedded default).
 */
@Module({
  providers: [
    {
      provide: VERDICT_WEBHOOK_QUEUE,
      inject: [SETTINGS],
      useFactory: (settings: Settings) => (settings.REDIS_URL ? new BullMqJobQueue(settings.REDIS_URL, 'verdict-webhooks') : new InProcessJobQueue()),
    },
    WebhookDelivery,
    VerdictAlertSender,
    TemplateVerdictAlertsResolver,
  ],
})
export class VerdictAlertsModule {}
