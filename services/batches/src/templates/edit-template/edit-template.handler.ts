import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest, customCronAllowlistOf, type AuthenticatedUser } from '@tracklight/access';
import { SETTINGS } from '@tracklight/platform';
import type { Settings } from '@tracklight/config';
import type { QueueLetter, Schedule, TemplateEvents } from '@tracklight/contracts';
import { EventStore, decideOnStream, eventFactory, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { CLOCK, type Clock } from '../../shared/clock';
import { chooseQueue } from '../../submission/queue-choice';
import { ScheduleError, nextRunAfter, scheduleFor } from '../schedule/schedule';
import { TemplateLinkEditor } from '../template-links/template-link-editor';
import { foldTemplate, templateStream, visibleTemplate, type TemplateState } from '../template.state';
import { TEMPLATE_NAME_REQUIRED, WEBHOOK_URL_INVALID, hasField, touchesSchedule, webhookUrlOf, type TemplateRecord } from './template-record';
import type { RawLink } from '../../submission/batch-link.input';

const templateEvent = eventFactory<TemplateEvents>();

/**
 * Creates templates (batchCreateOne) and changes them (batchUpdateById on a template): details,
 * flags, schedule, pause and resume. Every field is checked before anything is stored.
 */
@Injectable()
export class EditTemplateHandler {
  private readonly cronAllowlist: string[];

  constructor(
    private readonly store: EventStore,
    private readonly links: TemplateLinkEditor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SETTINGS) settings: Settings,
  ) {
    this.cronAllowlist = customCronAllowlistOf(settings.CUSTOM_CRON_ALLOWLIST);
  }

  async create(user: AuthenticatedUser, record: TemplateRecord, rawLinks: RawLink[], context: CommandContext): Promise<string> {
    const name = record.name?.trim();
    if (!name) throw badRequest(TEMPLATE_NAME_REQUIRED);
    const templateId = randomUUID();
    const queue = this.queueFor(user, record.queueLetter);
    const created = templateEvent('TemplateCreated', {
      templateId,
      companyId: user.companyId,
      owner: { id: user.id, name: user.name, email: user.email, companyId: user.companyId, companyName: user.companyName },
      ownerIsSuperAdmin: user.isSuperAdmin,
      name,
      description: record.description?.trim() || null,
      notifyOnComplete: record.notifyOnComplete ?? true,
      useForLinkAssurance: record.useForLinkAssurance ?? false,
      queue,
    });
    const linkEvents = this.links.upsertEvents(user, null, rawLinks);
    const events = [created, linkEvents, ...this.scheduleEvents(user, null, record)];
    // A new id's stream is empty: decided like every other change, appended as its first events.
    return decideOnStream(this.store, templateStream(templateId), foldTemplate, context, () => ({ events, result: templateId }));
  }

  async update(user: AuthenticatedUser, templateId: string, record: TemplateRecord, context: CommandContext): Promise<void> {
    await decideOnStream(this.store, templateStream(templateId), foldTemplate, context, (found) => {
      const state = visibleTemplate(user, found);
      const changes: TemplateEvents['TemplateDetailsChanged']['changes'] = {};
      if (hasField(record, 'name')) {
        const name = record.name?.trim();
        if (!name) throw badRequest(TEMPLATE_NAME_REQUIRED);
        changes.name = name;
      }
      if (hasField(record, 'description')) changes.description = record.description?.trim() || null;
      if (hasField(record, 'notifyOnComplete')) changes.notifyOnComplete = Boolean(record.notifyOnComplete);
      if (hasField(record, 'useForLinkAssurance')) changes.useForLinkAssurance = Boolean(record.useForLinkAssurance);
      if (hasField(record, 'queueLetter')) changes.queue = this.queueFor(user, record.queueLetter);
      if (hasField(record, 'alertWebhookUrl')) {
        const url = webhookUrlOf(record.alertWebhookUrl);
        if (url === undefined) throw badRequest(WEBHOOK_URL_INVALID);
        if (url !== state.alertWebhookUrl) changes.alertWebhookUrl = url;
      }
      const events: NewEvent[] = Object.keys(changes).length > 0 ? [templateEvent('TemplateDetailsChanged', { changes })] : [];
      events.push(...this.scheduleEvents(user, state, record));
      return { events, result: undefined };
    });
  }

  private queueFor(user: AuthenticatedUser, requested: string | null | undefined): QueueLetter | null {
    if (!requested) return null;
    const choice = chooseQueue(user, 1, requested);
    if ('error' in choice) throw badRequest(choice.error);
    return choice.queue;
  }

  /** A changed schedule, and pause or resume; the next slot counts from now. */
  private scheduleEvents(user: AuthenticatedUser, state: TemplateState | null, record: TemplateRecord): NewEvent[] {
    const events: NewEvent[] = [];
    const now = this.clock.now();
    let schedule: Schedule | null = state?.schedule ?? null;
    if (touchesSchedule(record)) {
      try {
        schedule = scheduleFor(
          { type: record.scheduleType, day: record.scheduleDay, time: record.scheduleTime, cron: record.scheduleCron },
          user,
          this.cronAllowlist,
        );
      } catch (error) {
        if (error instanceof ScheduleError) throw badRequest(error.message);
        throw error;
      }
      events.push(templateEvent('TemplateScheduleChanged', { schedule, nextScheduledRunAt: slotAfter(schedule, now) }));
    }
    const pause = record.scheduledRunningPaused;
    if (pause === true && !state?.paused) events.push(templateEvent('TemplatePaused', {}));
    if (pause === false && state?.paused)
      events.push(templateEvent('TemplateResumed', { nextScheduledRunAt: schedule ? slotAfter(schedule, now) : null }));
    return events;
  }
}

const slotAfter = (schedule: Schedule, now: Date): string | null => nextRunAfter(schedule, now)?.toISOString() ?? null;
