import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { RoleRef } from '@tracklight/access';

/** Read model of `company-*` streams (AccountsProjection). */
@Entity({ name: 'companies', schema: 'auth' })
export class CompanyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column({ name: 'is_super_admin', type: 'boolean' }) isSuperAdmin!: boolean;
  @Column({ name: 'moonpull_share_enabled', type: 'boolean' }) moonpullShareEnabled!: boolean;
  @Column({ name: 'company_type', type: 'text' }) companyType!: string;
  @Column({ name: 'billing_id', type: 'text', nullable: true }) billingId!: string | null;
  @Column({ name: 'num_monthly_links', type: 'integer' }) numMonthlyLinks!: number;
  @Column({ name: 'num_extra_monthly_links', type: 'integer' }) numExtraMonthlyLinks!: number;
  @Column({ name: 'num_audits', type: 'integer' }) numAudits!: number;
  @Column({ name: 'reset_day', type: 'integer' }) resetDay!: number;
  @Column({ name: 'next_reset_date', type: 'timestamptz' }) nextResetDate!: Date;
  @Column({ name: 'max_batch_size', type: 'integer' }) maxBatchSize!: number;
  @Column({ type: 'text', array: true }) queues!: string[];
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Read model of `user-*` streams (AccountsProjection); no secrets. */
@Entity({ name: 'users', schema: 'auth' })
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text') name!: string;
  @Column('text') title!: string;
  @Column({ name: 'company_id', type: 'uuid' }) companyId!: string;
  // Projections write the two tables independently, so no foreign key: a rebuild may fill users first.
  @ManyToOne(() => CompanyEntity, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'company_id' })
  company?: CompanyEntity;
  @Column({ name: 'is_enabled', type: 'boolean' }) isEnabled!: boolean;
  @Column({ name: 'is_company_owner', type: 'boolean' }) isCompanyOwner!: boolean;
  @Column({ name: 'must_set_password', type: 'boolean' }) mustSetPassword!: boolean;
  @Column({ type: 'jsonb' }) roles!: RoleRef[];
  @Column({ type: 'text', array: true }) grants!: string[];
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Every change to a company or user: who, when, what (secrets' hashes removed). */
@Entity({ name: 'account_history', schema: 'auth' })
export class AccountHistoryEntity {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' }) eventId!: string;
  @Column('text') stream!: string;
  @Column('text') type!: string;
  @Column('jsonb') data!: Record<string, unknown>;
  @Column({ name: 'actor_user_id', type: 'text', nullable: true }) actorUserId!: string | null;
  @Column({ name: 'correlation_id', type: 'text' }) correlationId!: string;
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt!: Date;
}
