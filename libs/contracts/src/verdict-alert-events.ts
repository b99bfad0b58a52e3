import { eventGuard } from './event-guard';
// `templatealert-<templateId>`, owned by reporting (docs/streams.md): what the verdict-change
// alerts did for a template's runs, shown on the template screen and in its history.

/** A link whose memory cookie status differs from the template's previous run. */
export interface VerdictChange {
  link: string;
  countryCode: string;
  auditId: string;
  previousAuditId: string;
  before: string | null;
  after: string | null;
}

/** A run's verdicts differ from the template's previous run's. */
export interface VerdictChangesFound {
  type: 'VerdictChangesFound';
  data: { templateId: string; batchId: string; previousBatchId: string; changes: VerdictChange[] };
}

/** The template's owner was mailed the changes of the run. */
export interface VerdictAlertMailed {
  type: 'VerdictAlertMailed';
  data: { batchId: string; to: string };
}

/** Every POST to the template's webhook, failed or not; a failed one is retried with backoff. */
export interface VerdictWebhookAttempted {
  type: 'VerdictWebhookAttempted';
  data: { batchId: string; url: string; attempt: number; ok: boolean; status: number | null; error: string | null; at: string };
}

export type VerdictAlertEvent = VerdictChangesFound | VerdictAlertMailed | VerdictWebhookAttempted;

export const TEMPLATE_ALERT_STREAM = 'templatealert';
export const VERDICT_ALERT_TYPES: readonly VerdictAlertEvent['type'][] = ['VerdictChangesFound', 'VerdictAlertMailed', 'VerdictWebhookAttempted'];

export const isVerdictAlertEvent = eventGuard<VerdictAlertEvent>(VERDICT_ALERT_TYPES);
