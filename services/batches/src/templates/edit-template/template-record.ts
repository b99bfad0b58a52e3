/** batchCreateOne / batchUpdateById on a template: every field optional on update. */
export interface TemplateRecord {
  name?: string | null;
  description?: string | null;
  notifyOnComplete?: boolean | null;
  useForLinkAssurance?: boolean | null;
  queueLetter?: string | null;
  scheduleType?: string | null;
  scheduleDay?: string | null;
  scheduleTime?: string | null;
  scheduleCron?: string | null;
  scheduledRunningPaused?: boolean | null;
}

export const TEMPLATE_NAME_REQUIRED = 'Please provide a name for the template';

export const hasField = (record: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(record, key) && (record as Record<string, unknown>)[key] !== undefined;

export const touchesSchedule = (record: TemplateRecord): boolean =>
  ['scheduleType', 'scheduleDay', 'scheduleTime', 'scheduleCron'].some((key) => hasField(record, key));
