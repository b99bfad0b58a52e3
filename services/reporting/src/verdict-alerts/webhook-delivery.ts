import { Inject, Injectable } from '@nestjs/common';
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { DataSource } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { TEMPLATE_ALERT_STREAM, type VerdictChange, type VerdictWebhookAttempted } from '@tracklight/contracts';
import { EventStore, recordDone, streamName } from '@tracklight/event-store';
import type { Job } from '@tracklight/jobs';
import { isBlockedAddress, SETTINGS } from '@tracklight/platform';
import { SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER, webhookSecretOf } from './webhook-signature';
import { webhookServerSecret } from './webhook-server-secret';

export interface WebhookJob {
  templateId: string;
  batchId: string;
}

const TIMEOUT_MS = 10_000;
export const PRIVATE_WEBHOOK = 'The webhook address leads to a private network, which webhooks may not reach.';

/** Thrown to have the job retried (with backoff) after a recorded failed attempt. */
export class WebhookFailed extends Error {}

/**
 * POSTs one run's verdict changes to its template's webhook, signed (webhook-signature.ts), and
 * records the attempt on `templatealert-<templateId>` whatever its outcome. A failure throws, so
 * the job queue retries it with backoff; an address on a private network is refused without retry.
 */
@Injectable()
export class WebhookDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async deliver({ data: { templateId, batchId }, attempt }: Job<WebhookJob>): Promise<void> {
    const [row]: { name: string; webhook_url: string | null; deleted: boolean; changes: { previousBatchId: string; changes: VerdictChange[] } }[] =
      await this.dataSource.query(
        `SELECT t.name, t.webhook_url, t.deleted, v.changes FROM reporting.verdict_alerts v
           JOIN reporting.alert_templates t USING (template_id) WHERE v.batch_id = $1`,
        [batchId],
      );
    if (!row?.webhook_url || row.deleted) return;
    const url = row.webhook_url;
    const body = JSON.stringify({
      type: 'verdict.changed',
      templateId,
      templateName: row.name,
      batchId,
      previousBatchId: row.changes.previousBatchId,
      changes: row.changes.changes,
      sentAt: new Date().toISOString(),
    });
    const outcome = await this.post(url, templateId, body);
    const attempted: VerdictWebhookAttempted = {
      type: 'VerdictWebhookAttempted',
      data: { batchId, url, attempt, ...outcome, at: new Date().toISOString() },
    };
    // A failed record has the job retried and the POST made again (at least once).
    await recordDone(this.store, streamName(TEMPLATE_ALERT_STREAM, templateId), [attempted], {
      actorUserId: null,
      correlationId: `verdict-webhook-${batchId}`,
    });
    if (!outcome.ok && outcome.error !== PRIVATE_WEBHOOK) throw new WebhookFailed(outcome.error ?? `HTTP ${outcome.status}`);
  }

  private async post(url: string, templateId: string, body: string): Promise<{ ok: boolean; status: number | null; error: string | null }> {
    if (!this.settings.WEBHOOK_ALLOW_PRIVATE_NETWORKS && (await this.reachesPrivateNetwork(url))) {
      return { ok: false, status: null, error: PRIVATE_WEBHOOK };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = webhookSecretOf(webhookServerSecret(this.settings), templateId);
    try {
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tracklight-Webhooks/1',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
        },
        body,
      });
      return response.ok ? { ok: true, status: response.status, error: null } : { ok: false, status: response.status, error: `The receiver answered ${response.status}.` };
    } catch (error) {
      return { ok: false, status: null, error: `No answer: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  /** Redirects are not followed, so the address itself is all that can lead inside. */
  private async reachesPrivateNetwork(url: string): Promise<boolean> {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await dns.lookup(host, { all: true }).then((found) => found.map((entry) => entry.address), () => []);
    return addresses.length === 0 || addresses.some(isBlockedAddress);
  }
}
