import { Injectable } from '@nestjs/common';
import { catalogueChangeOf, type CatalogueItemCreated, type CatalogueItemUpdated } from '@tracklight/contracts';
import { CATALOGUE_SPECS, type CatalogueSpec, type ItemFields } from '@tracklight/cms-catalogue';
import type { StoredEvent } from '@tracklight/event-store';
import { RowProjection } from '@tracklight/read-models';
import { CatalogueItemEntity } from './catalogue-item.entity';

const SPECS = new Map(CATALOGUE_SPECS.map((spec) => [spec.kind, spec]));

/** The search fields' text; a kind whose ids users choose (an error's '5.4') is found by id too. */
export const searchTextOf = (spec: CatalogueSpec, fields: ItemFields, id: string): string =>
  [spec.customId ? id : null, ...spec.searchFields.map((name) => fields[name])]
    .flat()
    .filter((value) => value !== null && value !== undefined)
    .join(' ')
    .toLowerCase();

/** cms.catalogue_items from every catalogue kind's events, a page at a time. */
@Injectable()
export class CatalogueProjection extends RowProjection<CatalogueItemEntity> {
  readonly name = 'cms-catalogue';
  readonly tables = ['cms.catalogue_items'];
  protected readonly entity = CatalogueItemEntity;
  protected readonly keyColumns = ['kind', 'id'] as const;

  protected keyOf(event: StoredEvent): Pick<CatalogueItemEntity, 'kind' | 'id'> | null {
    const kind = (event.data as { kind?: string }).kind;
    if (!catalogueChangeOf(event) || !kind || !SPECS.has(kind)) return null;
    return { kind, id: (event.data as { id: string }).id };
  }

  protected evolve(row: CatalogueItemEntity | null, event: StoredEvent, { kind, id }: Pick<CatalogueItemEntity, 'kind' | 'id'>): CatalogueItemEntity | null {
    const spec = SPECS.get(kind)!;
    const change = catalogueChangeOf(event);
    const at = new Date(event.metadata.occurredAt);
    const version = Number(event.streamPosition);
    if (change === 'Created') {
      const { fields } = event.data as CatalogueItemCreated['data'];
      return { kind: spec.kind, id, fields, searchText: searchTextOf(spec, fields, id), deletedAt: null, createdAt: at, updatedAt: at, version };
    }
    if (!row) return null;
    const next = { ...row, updatedAt: at, version };
    if (change === 'Updated') {
      next.fields = { ...row.fields, ...(event.data as CatalogueItemUpdated['data']).changes };
      next.searchText = searchTextOf(spec, next.fields, id);
    }
    if (change === 'Deleted') next.deletedAt = at;
    if (change === 'Restored') next.deletedAt = null;
    return next;
  }
}
