import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ItemFields } from '@tracklight/cms-catalogue';

/** The generic CMS items read model: one row per item of every catalogue kind. */
@Entity({ name: 'catalogue_items', schema: 'cms' })
export class CatalogueItemEntity {
  @PrimaryColumn({ type: 'text' })
  kind!: string;

  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'jsonb' })
  fields!: ItemFields;

  /** The search fields, lower-cased and joined, for the list's free-text search (trigram index). */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** The item's stream version: what history and as-of reads line up with. */
  @Column({ type: 'integer' })
  version!: number;
}
