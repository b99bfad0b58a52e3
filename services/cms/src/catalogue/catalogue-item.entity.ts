import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ItemFields } from '@tracklight/cms-catalogue';
import { VersionedRow } from '../versioned-row.entity';

/** The generic CMS items read model: one row per item of every catalogue kind. */
@Entity({ name: 'catalogue_items', schema: 'cms' })
export class CatalogueItemEntity extends VersionedRow {
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'jsonb' })
  fields!: ItemFields;

  /** The search fields, lower-cased and joined, for the list's free-text search (trigram index). */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;
}
