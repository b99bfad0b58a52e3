import type { AuthenticatedUser } from '@tracklight/access';
import { notFound } from '@tracklight/access';
import type { BatchLinkRecord, QueueLetter, Schedule, TemplateEvents } from '@tracklight/contracts';
import { asEvent, type StoredEvent } from '@tracklight/event-store';
import { BATCH_NOT_FOUND } from '../lifecycle/batch-access';
import { NO_SCHEDULE } from './schedule/schedule';

export const templateStream = (templateId: string): string => `template-${templateId}`;

/** A template batch as its stream has it: what a run copies, and where its schedule stands. */
export interface TemplateState extends Readonly<Pick<TemplateEvents['TemplateCreated'], 'templateId' | 'owner' | 'ownerIsSuperAdmin'>> {
  companyId: string;
  name: string;
  description: string | null;
  notifyOnComplete: boolean;
  useForLinkAssurance: boolean;
  alertWebhookUrl: string | null;
  queue: QueueLetter | null;
  links: Map<string, BatchLinkRecord>;
  schedule: Schedule;
  paused: boolean;
  /** The slot the scheduler fills next (ISO), null when unscheduled. */
  nextScheduledRunAt: string | null;
  deleted: boolean;
}

/** One event on a template's state (the write side's evolve; history folds with it too). */
export const evolveTemplate = (state: TemplateState | null, stored: StoredEvent): TemplateState | null => {
  const event = asEvent<TemplateEvents>(stored);
  if (event.type === 'TemplateCreated') {
    return { ...event.data, alertWebhookUrl: null, links: new Map(), schedule: NO_SCHEDULE, paused: false, nextScheduledRunAt: null, deleted: false };
  }
  if (!state) return state;
  switch (event.type) {
    case 'TemplateDetailsChanged':
      Object.assign(state, Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined)));
      break;
    case 'TemplateLinksUpserted':
      for (const link of event.data.links) state.links.set(link.linkId, link);
      break;
    case 'TemplateLinkRemoved':
      state.links.delete(event.data.linkId);
      break;
    case 'TemplateScheduleChanged':
      state.schedule = event.data.schedule;
      state.nextScheduledRunAt = event.data.nextScheduledRunAt;
      break;
    case 'TemplatePaused':
      state.paused = true;
      break;
    case 'TemplateResumed':
      state.paused = false;
      state.nextScheduledRunAt = event.data.nextScheduledRunAt;
      break;
    case 'TemplateRunStarted':
    case 'TemplateSchedulingFailed':
      state.nextScheduledRunAt = event.data.nextScheduledRunAt;
      break;
    case 'TemplateDeleted':
      state.deleted = true;
      break;
  }
  return state;
};

export const foldTemplate = (events: readonly StoredEvent[]): TemplateState | null => events.reduce<TemplateState | null>(evolveTemplate, null);

/** The template, if it exists and the caller's company may see it (else 404, as for batches). */
export const visibleTemplate = (user: AuthenticatedUser, state: TemplateState | null): TemplateState => {
  if (!state || state.deleted || (!user.isSuperAdmin && state.companyId !== user.companyId)) throw notFound(BATCH_NOT_FOUND);
  return state;
};

/** The links in run order. */
export const orderedLinks = (state: TemplateState): BatchLinkRecord[] =>
  [...state.links.values()].sort((a, b) => a.order - b.order || a.linkId.localeCompare(b.linkId));
