import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AuditEvidence, AuditOptions, AuditVerdict, LiteResult, QueueLetter, ResidentialRetry, SiteAppAssociations } from '@tracklight/contracts';

/** REQUESTED until the browser takes it; then RUNNING; DONE or FAILED per the verdict or the engine. */
export type AuditRowStatus = 'REQUESTED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface ScreenshotRef {
  id: string;
  screenshotUrl: string;
  stage: string;
}

/** The audit read model (reporting.audits): one row per audit; indexes are in the migration. */
@Entity({ name: 'audits', schema: 'reporting' })
export class AuditEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'old_mongo_id', type: 'text', nullable: true }) oldMongoId!: string | null;
  @Column({ name: 'batch_id', type: 'text' }) batchId!: string;
  /** The link's place in its batch: the request's position on the batch stream. */
  @Column({ name: 'batch_position', type: 'int', default: 0 }) batchPosition!: number;
  /** The batch's current name (BatchSubmitted, BatchRenamed), for sorting and searching the lists. */
  @Column({ name: 'batch_name', type: 'text', nullable: true }) batchName!: string | null;
  @Column({ name: 'company_id', type: 'text', nullable: true }) companyId!: string | null;
  @Column({ name: 'requested_by', type: 'text', nullable: true }) requestedBy!: string | null;
  @Column({ type: 'text' }) queue!: QueueLetter;
  @Column({ type: 'text' }) link!: string;
  @Column({ name: 'country_code', type: 'text' }) countryCode!: string;
  @Column({ type: 'jsonb' }) options!: AuditOptions & Record<string, unknown>;
  @Column({ type: 'text', nullable: true }) name!: string | null;
  @Column({ type: 'text', nullable: true }) placement!: string | null;
  @Column({ type: 'text', array: true, default: () => `'{}'` }) tags!: string[];
  @Column({ type: 'text' }) status!: AuditRowStatus;
  @Column({ name: 'requested_at', type: 'timestamptz' }) requestedAt!: Date;
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ type: 'int', default: 0 }) attempt!: number;
  @Column({ name: 'is_retry', type: 'boolean', default: false }) isRetry!: boolean;
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true }) finishedAt!: Date | null;
  @Column({ name: 'audited_at', type: 'timestamptz', nullable: true }) auditedAt!: Date | null;
  @Column({ name: 'audit_time_ms', type: 'int', nullable: true }) auditTimeMs!: number | null;
  @Column({ name: 'memory_cookie_status', type: 'text', nullable: true }) memoryCookieStatus!:
    string | null;
  @Column({ type: 'jsonb', nullable: true }) verdict!: AuditVerdict | null;
  @Column({ name: 'moonpull_errors', type: 'text', array: true, default: () => `'{}'` })
  moonpullErrors!: string[];
  @Column({ name: 'detected_cmp', type: 'text', nullable: true }) detectedCmp!: string | null;
  @Column({ name: 'network_id', type: 'text', nullable: true }) networkId!: string | null;
  @Column({ name: 'network_name', type: 'text', nullable: true }) networkName!: string | null;
  /** The network's version (its CMS stream's) that judged the audit; null when none was recognised or not recorded. */
  @Column({ name: 'network_version', type: 'int', nullable: true }) networkVersion!: number | null;
  @Column({ name: 'advertiser_id', type: 'text', nullable: true }) advertiserId!: string | null;
  @Column({ name: 'final_domain', type: 'text', nullable: true }) finalDomain!: string | null;
  @Column({ name: 'fail_reason', type: 'text', nullable: true }) failReason!: string | null;
  @Column({ type: 'jsonb', default: () => `'[]'` }) screenshots!: ScreenshotRef[];
  @Column({ type: 'jsonb', nullable: true }) evidence!: AuditEvidence | null;
  @Column({ name: 'previous_audit_id', type: 'text', nullable: true }) previousAuditId!:
    string | null;
  @Column({ name: 'next_audit_id', type: 'text', nullable: true }) nextAuditId!: string | null;
  @Column({ name: 'is_changed_from_comparison', type: 'boolean', nullable: true })
  isChangedFromComparison!: boolean | null;
  @Column({ type: 'text', nullable: true }) comment!: string | null;
  @Column({ name: 'assigned_to_id', type: 'text', nullable: true }) assignedToId!: string | null;
  @Column({ name: 'assigned_to_name', type: 'text', nullable: true }) assignedToName!: string | null;
  @Column({ name: 'assigned_to_email', type: 'text', nullable: true }) assignedToEmail!: string | null;
  @Column({ name: 'assignment_resolved', type: 'boolean', default: false }) assignmentResolved!: boolean;
  @Column({ name: 'moonpull_comment', type: 'text', nullable: true }) moonpullComment!:
    string | null;
  /** The Lite second opinion; lists read it without its evidence. */
  @Column({ name: 'lite_result', type: 'jsonb', nullable: true }) liteResult!: LiteResult | null;
  /** The blocked data-centre run an automatic residential retry replaced. */
  @Column({ name: 'residential_retry', type: 'jsonb', nullable: true }) residentialRetry!: ResidentialRetry | null;
  @Column({ name: 'site_app_associations', type: 'jsonb', nullable: true }) siteAppAssociations!: SiteAppAssociations | null;
}
