import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { badRequest, notFound, type AuthenticatedUser } from '@tracklight/access';
import type { BatchLinkRecord, TemplateEvents } from '@tracklight/contracts';
import { EventStore, decideOnStream, eventFactory, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { LinkInputError, toLinkRecord, type RawLink } from '../../submission/batch-link.input';
import { foldTemplate, templateStream, visibleTemplate, type TemplateState } from '../template.state';

const templateEvent = eventFactory<TemplateEvents>();
export const AT_LEAST_ONE_LINK = 'Batches must have at least one link';
export const LINK_NOT_FOUND = 'That link does not exist.';

/** One record of batchLinkUpsertMany: a template's link, new (no id) or changed. */
export interface TemplateLinkRecord extends RawLink {
  id?: string | null;
  batchId: string;
}

/**
 * A template's links: added, changed (batchLinkUpsertMany) and removed (batchLinkDeleteById), each
 * checked as a submitted link is (spec section 3). A template never drops to zero links (spec 5).
 */
@Injectable()
export class TemplateLinkEditor {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  /** The upsert as an event, all rows validated first; a link without an order goes last. */
  upsertEvents(user: AuthenticatedUser, state: TemplateState | null, raw: RawLink[]): NewEvent {
    const existing = state?.links ?? new Map<string, BatchLinkRecord>();
    let lastOrder = Math.max(0, ...[...existing.values()].map((l) => l.order));
    const links = raw.map(({ id, batchId: _template, ...fields }, i) => {
      const linkId = typeof id === 'string' && id ? id : randomUUID();
      if (typeof id === 'string' && id && !existing.has(id)) throw badRequest(`Row ${i + 1}, id: ${LINK_NOT_FOUND}`);
      const defaultOrder = existing.get(linkId)?.order ?? ++lastOrder;
      try {
        return { ...toLinkRecord(fields, defaultOrder, linkId, user, 'gb') };
      } catch (error) {
        if (error instanceof LinkInputError) throw badRequest(error.message.replace(/^Row \d+/, `Row ${i + 1}`));
        throw error;
      }
    });
    if (existing.size + links.filter((l) => !existing.has(l.linkId)).length === 0) throw badRequest(AT_LEAST_ONE_LINK);
    return templateEvent('TemplateLinksUpserted', { links });
  }

  async upsertMany(user: AuthenticatedUser, records: TemplateLinkRecord[], context: CommandContext): Promise<string> {
    const templateIds = new Set(records.map((r) => r.batchId));
    if (templateIds.size !== 1) throw badRequest('Send the links of one template at a time (one batchId).');
    const [templateId] = templateIds;
    await decideOnStream(this.store, templateStream(templateId), foldTemplate, context, (found) => {
      const state = visibleTemplate(user, found);
      return { events: [this.upsertEvents(user, state, records)], result: undefined };
    });
    return templateId;
  }

  /** Answers the template the link belonged to. */
  async remove(user: AuthenticatedUser, linkId: string, context: CommandContext): Promise<string> {
    const [row] = await this.dataSource.query(
      `SELECT l.batch_id FROM batches.batch_links l JOIN batches.batches b ON b.id = l.batch_id WHERE l.id = $1 AND b.is_template`,
      [linkId],
    );
    if (!row) throw notFound(LINK_NOT_FOUND);
    await decideOnStream(this.store, templateStream(row.batch_id), foldTemplate, context, (found) => {
      const state = visibleTemplate(user, found);
      if (!state.links.has(linkId)) throw notFound(LINK_NOT_FOUND);
      if (state.links.size === 1) throw badRequest(AT_LEAST_ONE_LINK);
      return { events: [templateEvent('TemplateLinkRemoved', { linkId })], result: undefined };
    });
    return row.batch_id;
  }
}
