import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { badRequest, type AuthenticatedUser } from '@tracklight/access';
import type { TemplateEvents } from '@tracklight/contracts';
import { EventStore, decideOnStream, eventFactory, type CommandContext } from '@tracklight/event-store';
import { CLOCK, type Clock } from '../../shared/clock';
import { BatchSubmitter, QuotaRefusedError, refusal } from '../../submission/batch-submitter';
import { chooseQueue } from '../../submission/queue-choice';
import { nextRunAfter } from '../schedule/schedule';
import { foldTemplate, orderedLinks, templateStream, visibleTemplate, type TemplateState } from '../template.state';

const templateEvent = eventFactory<TemplateEvents>();
export const AT_LEAST_ONE_LINK_TO_RUN = 'Batches must have at least one link to run';

/** A run that could not start: the template's schedulingError. */
class RunRefusedError extends Error {}

/**
 * The batch id of a scheduled slot, derived from template and slot (a name-based UUID): a run
 * whose answer was lost, or a second scheduler, finds the same batch instead of starting another.
 */
export const slotBatchId = (templateId: string, slot: string): string => {
  const hex = createHash('sha1').update(`${templateId}|${slot}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Starts runs of a template: 'Run now' (runBatch) and the scheduler's slots. A run is an ordinary
 * batch (BatchSubmitted with templateId) submitted as the template's owner, then TemplateRunStarted.
 */
@Injectable()
export class TemplateRunner {
  constructor(
    private readonly store: EventStore,
    private readonly submitter: BatchSubmitter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers the new batch's id; refusals (no links, quota) are a 400 and record nothing. */
  async runNow(user: AuthenticatedUser, templateId: string, context: CommandContext): Promise<string> {
    const runBatchId = randomUUID();
    return decideOnStream(this.store, templateStream(templateId), foldTemplate, context, async (found) => {
      const state = visibleTemplate(user, found);
      const startedAt = this.clock.now().toISOString();
      await this.submitRun(state, runBatchId, null, startedAt, user.id, context).catch((error) => {
        if (error instanceof RunRefusedError) throw badRequest(error.message);
        return refusal(error);
      });
      const started = templateEvent('TemplateRunStarted', { runBatchId, slot: null, startedAt, nextScheduledRunAt: state.nextScheduledRunAt });
      return { events: [started], result: runBatchId };
    });
  }

  /**
   * Fills the template's due slot once: a run, or a scheduling error when it cannot start. Slots
   * missed while nothing was running are run once, late, and the next slot counts from now.
   */
  async runDueSlot(templateId: string, context: CommandContext): Promise<'ran' | 'failed' | 'not due'> {
    const now = this.clock.now();
    return decideOnStream(this.store, templateStream(templateId), foldTemplate, context, async (state) => {
      const slot = state?.nextScheduledRunAt;
      if (!state || state.deleted || state.paused || !slot || new Date(slot) > now) return { events: [], result: 'not due' as const };
      const nextScheduledRunAt = nextRunAfter(state.schedule, now)?.toISOString() ?? null;
      const runBatchId = slotBatchId(templateId, slot);
      try {
        await this.submitRun(state, runBatchId, slot, now.toISOString(), null, context);
      } catch (error) {
        const message = error instanceof RunRefusedError || error instanceof QuotaRefusedError ? error.message : null;
        if (message === null) throw error;
        const failed = templateEvent('TemplateSchedulingFailed', { slot, ts: now.toISOString(), message, nextScheduledRunAt });
        return { events: [failed], result: 'failed' as const };
      }
      const started = templateEvent('TemplateRunStarted', { runBatchId, slot, startedAt: now.toISOString(), nextScheduledRunAt });
      return { events: [started], result: 'ran' as const };
    });
  }

  private async submitRun(
    state: TemplateState,
    runBatchId: string,
    slot: string | null,
    submittedAt: string,
    requestedBy: string | null,
    context: CommandContext,
  ): Promise<void> {
    const links = orderedLinks(state);
    if (links.length === 0) throw new RunRefusedError(AT_LEAST_ONE_LINK_TO_RUN);
    // Decided again after a concurrent change: the batch may already be stored.
    if (await this.submitter.exists(runBatchId)) return;
    const owner = { isSuperAdmin: state.ownerIsSuperAdmin, queues: state.queue ? [state.queue] : [] };
    const choice = chooseQueue(owner, links.length, state.queue);
    if ('error' in choice) throw new RunRefusedError(choice.error);
    await this.submitter.submit(
        {
          batchId: runBatchId,
          owner: state.owner,
          queue: choice.queue,
          meta: {
            name: state.name,
            description: state.description,
            mobile: false,
            proxy: 'gb',
            userAgent: true,
            useResidentialProxy: false,
            notifyOnComplete: state.notifyOnComplete,
            standDownMrAs: false,
          },
          // A run's links are its own rows: fresh ids, the template's order.
          links: links.map((link, i) => ({ ...link, linkId: randomUUID(), order: i + 1 })),
          csv: null,
          templateId: state.templateId,
          scheduledFor: slot,
          submittedAt,
          requestedBy,
          // Flags were checked against the saver's rights when the links were saved.
          allowChromiumFlags: true,
        },
        context,
      );
  }
}
