/** A template's schedule as the API stores it (spec sections 3 and 9); every time is UTC. */
export type ScheduleType = 'none' | 'weekly' | 'monthly' | 'custom';

export interface Schedule {
  type: ScheduleType;
  /** weekly: monday..sunday; monthly: '1'..'28'. */
  day: string;
  /** HH:MM */
  time: string;
  cron: string;
}

/** One link row as the template editors hold it; no id means not yet saved. */
export interface LinkRow {
  id?: string;
  /** Tells unsaved rows apart for React's keys. */
  key: string;
  link: string;
  name: string;
  countryCode: string;
}

export interface TemplateLinkRecord {
  id: string;
  order: number | null;
  link: string | null;
  name: string | null;
  countryCode: string | null;
}

export interface TemplateRecord {
  id: string;
  name: string;
  description: string | null;
  isTemplate: boolean;
  numLinks: number;
  notifyOnComplete: boolean;
  useForLinkAssurance: boolean;
  alertWebhookUrl: string | null;
  scheduleType: string | null;
  scheduleDay: string | null;
  scheduleTime: string | null;
  scheduleCron: string | null;
  scheduledRunningPaused: boolean;
  nextScheduledRunAt: string | null;
  schedulingError: { ts: string; message: string } | null;
  lastRunBatch: { id: string; startedAt: string | null } | null;
  batchLinks: TemplateLinkRecord[];
}
