import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NetworkDefinition } from '@tracklight/networks';

/** The networks read model: one row per network, its full definition as the audits use it. */
@Entity({ name: 'networks', schema: 'cms' })
export class NetworkEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ name: 'is_active', type: 'boolean' })
  isActive!: boolean;

  @Column({ type: 'jsonb' })
  definition!: NetworkDefinition;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
