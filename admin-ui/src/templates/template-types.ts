import type { TemplateFieldsFragment } from '../generated/operations';

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

/** A template as the scheduling screens read it (template-queries.ts; types generated from the server's schema). */
export type TemplateRecord = TemplateFieldsFragment;

export type TemplateLinkRecord = TemplateRecord['batchLinks'][number];
