import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { badRequest } from '@tracklight/access';
import type { CatalogueSpec, FieldValue, ItemFields } from '@tracklight/cms-catalogue';
import { CatalogueItemEntity } from './catalogue-item.entity';

/** An item as the API answers it: its id, every field, and when it was made and last changed. */
export interface CatalogueItemView {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  version: number;
  [field: string]: ItemFields[string] | Date;
}

export interface CatalogueListQuery {
  /** Free text, matched anywhere in the kind's search fields. */
  q?: string | null;
  showDeleted?: boolean | null;
  ids?: string[] | null;
  /** Exact values of filterable fields. */
  fields?: Record<string, FieldValue | undefined>;
  sortField?: string | null;
  sortOrder?: string | null;
  page?: number | null;
  perPage?: number | null;
}

/** Largest page a list answers; react-admin's reference pickers ask for up to this many. */
export const MAX_PAGE_SIZE = 1000;
const META_SORTS: Record<string, string> = { id: 'item.id', createdAt: 'item.created_at', updatedAt: 'item.updated_at' };

export const toView = (row: CatalogueItemEntity): CatalogueItemView => ({
  ...row.fields,
  id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  version: row.version,
});

@Injectable()
export class CatalogueQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(spec: CatalogueSpec, query: CatalogueListQuery): Promise<{ count: number; items: CatalogueItemView[] }> {
    const perPage = Math.min(Math.max(query.perPage ?? 25, 1), MAX_PAGE_SIZE);
    const page = Math.max(query.page ?? 1, 1);
    const builder = this.filtered(spec, query);
    const [rows, count] = await builder
      .orderBy(this.sortExpression(spec, query.sortField ?? spec.defaultSort.field), sortOrder(query.sortOrder ?? spec.defaultSort.order))
      .addOrderBy('item.id', 'ASC')
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
    return { count, items: rows.map(toView) };
  }

  async byId(spec: CatalogueSpec, id: string): Promise<CatalogueItemView | null> {
    const row = await this.dataSource.getRepository(CatalogueItemEntity).findOneBy({ kind: spec.kind, id });
    return row ? toView(row) : null;
  }

  /** Whether another item of the kind (deleted ones too) holds this text, whatever its case. */
  async holdsValue(spec: CatalogueSpec, field: string, value: string, exceptId: string): Promise<boolean> {
    const count = await this.dataSource
      .getRepository(CatalogueItemEntity)
      .createQueryBuilder('item')
      .where('item.kind = :kind AND item.id <> :exceptId', { kind: spec.kind, exceptId })
      .andWhere('lower(item.fields ->> :field) = lower(:value)', { field, value })
      .getCount();
    return count > 0;
  }

  private filtered(spec: CatalogueSpec, query: CatalogueListQuery): SelectQueryBuilder<CatalogueItemEntity> {
    const builder = this.dataSource
      .getRepository(CatalogueItemEntity)
      .createQueryBuilder('item')
      .where('item.kind = :kind', { kind: spec.kind });
    if (!query.showDeleted) builder.andWhere('item.deleted_at IS NULL');
    if (query.ids?.length) builder.andWhere('item.id IN (:...ids)', { ids: query.ids });
    const text = query.q?.trim().toLowerCase();
    if (text) builder.andWhere(`item.search_text LIKE :text ESCAPE '\\'`, { text: `%${text.replace(/[\\%_]/g, '\\$&')}%` });
    for (const [name, value] of Object.entries(query.fields ?? {})) {
      if (value === undefined || value === null) continue;
      const field = spec.fields[name];
      if (!field?.filter) throw badRequest(`${spec.plural} cannot be filtered by ${name}.`);
      if (field.kind === 'dateTime') {
        builder.andWhere(`item.fields ->> :name_${name} IS ${value ? 'NOT ' : ''}NULL`, { [`name_${name}`]: name });
        continue;
      }
      // Compared as JSON, so booleans, numbers and text all match their stored form.
      builder.andWhere(`item.fields -> :name_${name} = :value_${name}::jsonb`, {
        [`name_${name}`]: name,
        [`value_${name}`]: JSON.stringify(value),
      });
    }
    return builder;
  }

  private sortExpression(spec: CatalogueSpec, field: string): string {
    if (META_SORTS[field]) return META_SORTS[field];
    if (!spec.fields[field]) throw badRequest(`${spec.plural} cannot be sorted by ${field}.`);
    // Text sorts case-insensitively, as a reader scans a list; other kinds sort by their JSON value.
    const kind = spec.fields[field].kind;
    return kind === 'integer' || kind === 'boolean' ? `item.fields -> '${field}'` : `lower(item.fields ->> '${field}')`;
  }
}

const sortOrder = (order: string): 'ASC' | 'DESC' => {
  if (order.toUpperCase() === 'ASC' || order.toUpperCase() === 'DESC') return order.toUpperCase() as 'ASC' | 'DESC';
  throw badRequest('Sort order must be ASC or DESC.');
};
