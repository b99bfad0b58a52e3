import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NetworkDefinition, SuccessCriteria } from '@tracklight/networks';
import { VersionedRow } from '../versioned-row.entity';

/**
 * The networks read model: one row per network, its full definition as the audits use it, its CMS
 * fields, and the version of its stream the row shows (network.ts folds the same events).
 */
@Entity({ name: 'networks', schema: 'cms' })
export class NetworkEntity extends VersionedRow {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  /** The company owning the network (spec Network.ownerId); null when none is set. */
  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId!: string | null;

  @Column({ type: 'jsonb' })
  definition!: NetworkDefinition;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'client_comment', type: 'text', nullable: true })
  clientComment!: string | null;

  @Column({ name: 'moonpull_comment', type: 'text', nullable: true })
  moonpullComment!: string | null;

  /** As staff set them; null while they follow the definition (buildSuccessCriteria). */
  @Column({ name: 'success_criteria', type: 'jsonb', nullable: true })
  successCriteria!: SuccessCriteria | null;
}
