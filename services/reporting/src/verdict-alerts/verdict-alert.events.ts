/** A link whose memory cookie status differs from the template's previous run. */
export interface VerdictChange {
  link: string;
  countryCode: string;
  auditId: string;
  previousAuditId: string;
  before: string | null;
  after: string | null;
}

/**
 * `templatealert-<templateId>` (owned by reporting): what the verdict-change alerts did for a
 * template's runs, shown on the template screen and in its history.
 */
export type VerdictAlertEvents = {
  VerdictChangesFound: { templateId: string; batchId: string; previousBatchId: string; changes: VerdictChange[] };
  VerdictAlertMailed: { batchId: string; to: string };
  /** Every POST to the template's webhook, failed or not; a failed one is retried with backoff. */
  VerdictWebhookAttempted: { batchId: string; url: string; attempt: number; ok: boolean; status: number | null; error: string | null; at: string };
};

export const TEMPLATE_ALERT_STREAM = 'templatealert';
