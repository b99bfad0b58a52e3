/** batchCreateOne / batchUpdateById on a template: every field optional on update. */
export interface TemplateRecord {
  name?: string | null;
  description?: string | null;
  notifyOnComplete?: boolean | null;
  useForLinkAssurance?: boolean | null;
  alertWebhookUrl?: string | null;
  queueLetter?: string | null;
  scheduleType?: string | null;
  scheduleDay?: string | null;
  scheduleTime?: string | null;
  scheduleCron?: string | null;
  scheduledRunningPaused?: boolean | null;
}

export const TEMPLATE_NAME_REQUIRED = 'Please provide a name for the template';
export const WEBHOOK_URL_INVALID = 'Please provide a valid webhook address (http or https), or leave it empty.';

/** A webhook address as stored: trimmed, http(s) only, null when blank; undefined when not valid. */
export const webhookUrlOf = (raw: string | null | undefined): string | null | undefined => {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  if (text.length > 2000) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

export const hasField = (record: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key) && (record as Record<string, unknown>)[key] !== undefined;

export const touchesSchedule = (record: TemplateRecord): boolean =>
  ['scheduleType', 'scheduleDay', 'scheduleTime', 'scheduleCron'].some((key) => hasField(record, key));
