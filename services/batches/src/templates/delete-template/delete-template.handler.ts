import { Inject, Injectable } from '@nestjs/common';
import { badRequest, type AuthenticatedUser } from '@tracklight/access';
import type { TemplateEvents } from '@tracklight/contracts';
import { EventStore, decideOnStream, eventFactory, type CommandContext } from '@tracklight/event-store';
import { BatchQueries } from '../../read-model/batch-queries';
import { CLOCK, type Clock } from '../../shared/clock';
import { foldTemplate, templateStream, visibleTemplate } from '../template.state';

const templateEvent = eventFactory<TemplateEvents>();
export const ONLY_TEMPLATES_DELETED = 'Only template batches can be deleted permanently; use delete (the bin) for a batch.';

/**
 * batchDeleteById: a template is deleted for good (spec section 5): no further runs; the batches
 * of earlier runs stay as they are.
 */
@Injectable()
export class DeleteTemplateHandler {
  constructor(
    private readonly store: EventStore,
    private readonly queries: BatchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(user: AuthenticatedUser, id: string, context: CommandContext): Promise<string> {
    const view = await this.queries.byId(user, id);
    if (view && !view.isTemplate) throw badRequest(ONLY_TEMPLATES_DELETED);
    return decideOnStream(this.store, templateStream(id), foldTemplate, context, (found) => {
      visibleTemplate(user, found);
      return { events: [templateEvent('TemplateDeleted', { deletedAt: this.clock.now().toISOString() })], result: id };
    });
  }
}
