import type { EntityManager } from 'typeorm';
import type { BatchEvents, TemplateEvents } from '@tracklight/contracts';
import { asEvent, type StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

const idOf = (stream: string) => stream.slice(stream.indexOf('-') + 1);

/**
 * Templates flagged useForLinkAssurance and their runs, from the batches service's events:
 * reporting's own copy of what it needs, so the assurance API reads no other service's tables.
 */
export class LinkAssuranceProjection implements Projection {
  readonly name = 'reporting-link-assurance';
  readonly tables = ['reporting.assurance_templates', 'reporting.assurance_runs'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    if (stored.streamName.startsWith('template-')) return this.template(stored, manager);
    if (stored.type !== 'BatchSubmitted') return;
    const { templateId, batchId } = asEvent<BatchEvents>(stored).data as BatchEvents['BatchSubmitted'];
    if (templateId) {
      await manager.query(`INSERT INTO reporting.assurance_runs (batch_id, template_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [batchId, templateId]);
    }
  }

  private async template(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const id = idOf(stored.streamName);
    const event = asEvent<TemplateEvents>(stored);
    switch (event.type) {
      case 'TemplateCreated':
        await manager.query(
          `INSERT INTO reporting.assurance_templates (template_id, company_id, use_for_link_assurance) VALUES ($1, $2, $3)
           ON CONFLICT (template_id) DO NOTHING`,
          [id, event.data.companyId, event.data.useForLinkAssurance],
        );
        return;
      case 'TemplateDetailsChanged':
        if (event.data.changes.useForLinkAssurance === undefined) return;
        await manager.query(`UPDATE reporting.assurance_templates SET use_for_link_assurance = $2 WHERE template_id = $1`, [
          id,
          event.data.changes.useForLinkAssurance,
        ]);
        return;
      case 'TemplateDeleted':
        await manager.query(`UPDATE reporting.assurance_templates SET deleted = true WHERE template_id = $1`, [id]);
        return;
      default:
        return;
    }
  }
}
