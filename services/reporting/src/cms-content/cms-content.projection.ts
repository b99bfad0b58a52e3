import type { EntityManager } from 'typeorm';
import { catalogueChangeOf, type CatalogueItemCreated, type CatalogueItemUpdated } from '@tracklight/contracts';
import { CMP_SPEC, WHITELISTING_REQUEST_SPEC, type ItemFields } from '@tracklight/cms-catalogue';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

type Data = { kind: string; id: string };

const flag = (fields: ItemFields, name: string): boolean | null => (typeof fields[name] === 'boolean' ? (fields[name] as boolean) : null);

/**
 * Reporting's copy of the CMS items its audits show, from the catalogue's events (by `kind`): CMP
 * names (reporting.cmp_names) and whitelisting requests (reporting.whitelisting_requests), so
 * the audit queries read no cms table for them.
 */
export class CmsContentProjection implements Projection {
  readonly name = 'reporting-cms-content';
  readonly tables = ['reporting.cmp_names', 'reporting.whitelisting_requests'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const change = catalogueChangeOf(stored);
    if (!change) return;
    const data = stored.data as Data;
    if (data.kind === CMP_SPEC.kind) return this.cmp(change, stored, manager);
    if (data.kind === WHITELISTING_REQUEST_SPEC.kind) return this.whitelistingRequest(change, stored, manager);
  }

  private async cmp(change: string, stored: StoredEvent, manager: EntityManager): Promise<void> {
    const { id } = stored.data as Data;
    if (change === 'Created') {
      const { fields } = stored.data as CatalogueItemCreated['data'];
      await manager.query(`INSERT INTO reporting.cmp_names (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = $2, deleted = false`, [id, fields.name]);
    } else if (change === 'Updated') {
      const { changes } = stored.data as CatalogueItemUpdated['data'];
      if (typeof changes.name === 'string') await manager.query(`UPDATE reporting.cmp_names SET name = $2 WHERE id = $1`, [id, changes.name]);
    } else {
      await manager.query(`UPDATE reporting.cmp_names SET deleted = $2 WHERE id = $1`, [id, change === 'Deleted']);
    }
  }

  private async whitelistingRequest(change: string, stored: StoredEvent, manager: EntityManager): Promise<void> {
    const { id } = stored.data as Data;
    if (change === 'Created') {
      const { fields } = stored.data as CatalogueItemCreated['data'];
      await manager.query(
        `INSERT INTO reporting.whitelisting_requests (id, advertiser_id, whitelist_sent, whitelist_active, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [id, fields.advertiserId, flag(fields, 'whitelistSent') ?? false, flag(fields, 'whitelistActive') ?? false, stored.metadata.occurredAt],
      );
    } else if (change === 'Updated') {
      const { changes } = stored.data as CatalogueItemUpdated['data'];
      await manager.query(
        `UPDATE reporting.whitelisting_requests SET advertiser_id = COALESCE($2, advertiser_id),
           whitelist_sent = COALESCE($3, whitelist_sent), whitelist_active = COALESCE($4, whitelist_active) WHERE id = $1`,
        [id, typeof changes.advertiserId === 'string' ? changes.advertiserId : null, flag(changes, 'whitelistSent'), flag(changes, 'whitelistActive')],
      );
    } else {
      await manager.query(`UPDATE reporting.whitelisting_requests SET deleted = $2 WHERE id = $1`, [id, change === 'Deleted']);
    }
  }
}
