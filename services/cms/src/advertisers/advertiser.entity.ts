import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The advertisers read model (spec section 3, Advertiser); indexes are in the migration. */
@Entity({ name: 'advertisers', schema: 'cms' })
export class AdvertiserEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'network_id', type: 'text', nullable: true })
  networkId!: string | null;

  @Column({ name: 'network_advertiser_id', type: 'text', nullable: true })
  networkAdvertiserId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  domain!: string;

  @Column({ name: 'cannot_audit', type: 'boolean', default: false })
  cannotAudit!: boolean;

  @Column({ name: 'cannot_audit_reason', type: 'text', nullable: true })
  cannotAuditReason!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
