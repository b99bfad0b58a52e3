import { Column, Entity, PrimaryColumn } from 'typeorm';
import { VersionedRow } from '../versioned-row.entity';

/**
 * The advertisers read model (spec section 3, Advertiser): one row per advertiser stream, folded
 * with the aggregate's evolve (advertiser.ts); indexes are in the migrations. The reports read it
 * too (the advertiser on an audit, its badges).
 */
@Entity({ name: 'advertisers', schema: 'cms' })
export class AdvertiserEntity extends VersionedRow {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ name: 'network_id', type: 'text', nullable: true })
  networkId!: string | null;

  /** The network's own id for the advertiser: the spec's Advertiser.advertiserId. */
  @Column({ name: 'network_advertiser_id', type: 'text', nullable: true })
  networkAdvertiserId!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  domain!: string;

  @Column({ name: 'primary_tracking_method', type: 'text', nullable: true })
  primaryTrackingMethod!: string | null;

  @Column({ name: 'tracking_method_narrative', type: 'text', nullable: true })
  trackingMethodNarrative!: string | null;

  @Column({ type: 'boolean', default: false })
  javascript!: boolean;

  @Column({ type: 'boolean', default: false })
  s2s!: boolean;

  @Column({ type: 'boolean', default: false })
  other!: boolean;

  @Column({ name: 'bespoke_cookie_value_type', type: 'text', nullable: true })
  bespokeCookieValueType!: string | null;

  @Column({ name: 'bespoke_cookie_name', type: 'text', nullable: true })
  bespokeCookieName!: string | null;

  @Column({ name: 'bespoke_cookie_value', type: 'text', nullable: true })
  bespokeCookieValue!: string | null;

  @Column({ name: 'bespoke_ani', type: 'text', nullable: true })
  bespokeAni!: string | null;

  @Column({ name: 'bespoke_master_tag', type: 'text', nullable: true })
  bespokeMasterTag!: string | null;

  @Column({ name: 'internal_comment', type: 'text', nullable: true })
  internalComment!: string | null;

  @Column({ name: 'public_comment', type: 'text', nullable: true })
  publicComment!: string | null;

  @Column({ name: 'cannot_audit', type: 'boolean', default: false })
  cannotAudit!: boolean;

  @Column({ name: 'cannot_audit_reason', type: 'text', nullable: true })
  cannotAuditReason!: string | null;
}
