import type { EntityManager } from 'typeorm';
import { RESULT_CONTENT_SPECS } from '@tracklight/cms-catalogue';
import { catalogueChangeOf, type CatalogueItemCreated, type CatalogueItemUpdated } from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

const KINDS = new Set(RESULT_CONTENT_SPECS.map((spec) => spec.kind));

/**
 * reporting.cms_content from the cms catalogue events of the kinds that shape results (errors,
 * guided results, statuses): learnt from events, so reporting never reads the cms's tables.
 */
export class ResultContentProjection implements Projection {
  readonly name = 'reporting-result-content';
  readonly tables = ['reporting.cms_content'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const change = catalogueChangeOf(event);
    const { kind, id } = event.data as { kind?: string; id?: string };
    if (!change || !kind || !id || !KINDS.has(kind)) return;
    const at = new Date(event.metadata.occurredAt);
    switch (change) {
      case 'Created':
        await manager.query(
          `INSERT INTO reporting.cms_content (kind, id, fields, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (kind, id) DO UPDATE SET fields = EXCLUDED.fields, updated_at = EXCLUDED.updated_at, deleted_at = NULL`,
          [kind, id, JSON.stringify((event.data as CatalogueItemCreated['data']).fields), at],
        );
        return;
      case 'Updated':
        await manager.query(`UPDATE reporting.cms_content SET fields = fields || $3::jsonb, updated_at = $4 WHERE kind = $1 AND id = $2`, [
          kind,
          id,
          JSON.stringify((event.data as CatalogueItemUpdated['data']).changes),
          at,
        ]);
        return;
      case 'Deleted':
      case 'Restored':
        await manager.query(`UPDATE reporting.cms_content SET deleted_at = $3, updated_at = $4 WHERE kind = $1 AND id = $2`, [
          kind,
          id,
          change === 'Deleted' ? at : null,
          at,
        ]);
        return;
    }
  }
}
