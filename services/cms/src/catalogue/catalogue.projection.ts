import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { catalogueChangeOf, type CatalogueItemCreated, type CatalogueItemUpdated } from '@tracklight/contracts';
import { CATALOGUE_SPECS, type CatalogueSpec, type ItemFields } from '@tracklight/cms-catalogue';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { CatalogueItemEntity } from './catalogue-item.entity';

const SPECS = new Map(CATALOGUE_SPECS.map((spec) => [spec.kind, spec]));

/** The search fields' text; a kind whose ids users choose (an error's '5.4') is found by id too. */
export const searchTextOf = (spec: CatalogueSpec, fields: ItemFields, id: string): string =>
  [spec.customId ? id : null, ...spec.searchFields.map((name) => fields[name])]
    .flat()
    .filter((value) => value !== null && value !== undefined)
    .join(' ')
    .toLowerCase();

/** cms.catalogue_items from every catalogue kind's events. */
@Injectable()
export class CatalogueProjection implements Projection {
  readonly name = 'cms-catalogue';
  readonly tables = ['cms.catalogue_items'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const change = catalogueChangeOf(event);
    const kind = (event.data as { kind?: string }).kind;
    const spec = kind ? SPECS.get(kind) : undefined;
    if (!change || !spec) return;
    const id = (event.data as { id: string }).id;
    const at = new Date(event.metadata.occurredAt);
    const version = Number(event.streamPosition);
    const repository = manager.getRepository(CatalogueItemEntity);
    if (change === 'Created') {
      const { fields } = event.data as CatalogueItemCreated['data'];
      await repository.upsert(
        { kind: spec.kind, id, fields, searchText: searchTextOf(spec, fields, id), deletedAt: null, createdAt: at, updatedAt: at, version },
        ['kind', 'id'],
      );
      return;
    }
    const row = await repository.findOneBy({ kind: spec.kind, id });
    if (!row) return;
    if (change === 'Updated') {
      row.fields = { ...row.fields, ...(event.data as CatalogueItemUpdated['data']).changes };
      row.searchText = searchTextOf(spec, row.fields, id);
    }
    if (change === 'Deleted') row.deletedAt = at;
    if (change === 'Restored') row.deletedAt = null;
    row.updatedAt = at;
    row.version = version;
    await repository.save(row);
  }
}
