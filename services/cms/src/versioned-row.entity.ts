import { Column } from 'typeorm';
import type { StoredEvent } from '@tracklight/event-store';

/**
 * The columns every CMS read-model row shares: its stream's version (what history and as-of
 * reads line up with), the soft delete, and when it was created and last changed. TypeORM takes
 * the columns of an abstract parent into each entity that extends it.
 */
export abstract class VersionedRow {
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  /** The stream's version this row shows. */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * A folded row's shared columns after `event`: deleted since the first event that deleted it,
 * created at its first event, changed at this one.
 */
export const versionedColumns = (row: VersionedRow | null, event: StoredEvent, deleted: boolean): VersionedRow => {
  const at = new Date(event.metadata.occurredAt);
  return {
    deletedAt: deleted ? (row?.deletedAt ?? at) : null,
    version: Number(event.streamPosition),
    createdAt: row?.createdAt ?? at,
    updatedAt: at,
  };
};
