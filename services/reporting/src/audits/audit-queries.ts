import { Inject, Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import { Where } from '@tracklight/list-query';
import { companyScope, hasGrant, type AuthenticatedUser } from '@tracklight/access';
import {
  PLATFORM_CONTENT_SOURCE,
  type AuditEvidence,
  type PlatformContentSource,
} from '@tracklight/contracts';
import type { BadgeViewer, HandoverImpactThresholds } from '@tracklight/presentation';
import { GUIDED_RESULT_SPEC, MEMORY_COOKIE_STATUS_SPEC } from '@tracklight/cms-catalogue';
import { ErrorCatalogueReader } from '../cms-content/error-catalogue';
import type { AuditEntity } from './audit.entity';
import type { SiteAppAssociations } from '@tracklight/contracts';
import { liteEnhancedStatus, type LiteSummary } from './lite-results/lite-status';
import { presentAudit, type AuditRow, type GuidedResultRow } from './audit-presenter';
import type { EnhancedStatusRow } from './enhanced-status-row';
import type { AuditGqlView, AuditPaginationView } from './audit.views';

export const MAX_PER_PAGE = 1000;

// Every column but the evidence (large; only the single-audit reads need it), with the advertiser
// the audit landed on, the two comparison neighbours, and the CMS's guided result and enhanced
// statuses of the audit (reporting's own copy, cms-content/) joined in.
const COLUMNS = [
  'a.id', 'a.old_mongo_id', 'a.batch_id', 'a.batch_position', 'a.batch_name', 'a.company_id', 'a.requested_by', 'a.queue', 'a.link', 'a.country_code',
  'a.options', 'a.name', 'a.placement', 'a.tags', 'a.status', 'a.requested_at', 'a.started_at', 'a.attempt',
  'a.is_retry', 'a.finished_at', 'a.audited_at', 'a.audit_time_ms', 'a.memory_cookie_status', 'a.verdict',
  'a.moonpull_errors', 'a.detected_cmp', 'a.network_id', 'a.network_name', 'a.network_version', 'a.advertiser_id', 'a.final_domain',
  'a.fail_reason', 'a.screenshots', "a.evidence->'proxy' AS evidence_proxy", 'a.previous_audit_id',
  'a.next_audit_id', 'a.is_changed_from_comparison', 'a.comment', 'a.moonpull_comment',
  'a.assigned_to_id', 'a.assigned_to_name', 'a.assigned_to_email', 'a.assignment_resolved',
  "a.lite_result - 'evidence' AS lite_result", "a.residential_retry ->> 'reason' AS residential_retry_reason", 'a.site_app_associations',
  'adv.name AS adv_name', 'adv.domain AS adv_domain', 'adv.cannot_audit AS adv_cannot_audit',
  'adv.cannot_audit_reason AS adv_cannot_audit_reason', 'adv.public_comment AS adv_public_comment',
  'adv.primary_tracking_method AS adv_primary_tracking_method', 'adv.tracking_method_narrative AS adv_tracking_method_narrative',
  'adv.bespoke_cookie_value_type AS adv_bespoke_cookie_value_type', 'adv.bespoke_cookie_name AS adv_bespoke_cookie_name',
  'adv.bespoke_cookie_value AS adv_bespoke_cookie_value', 'adv.bespoke_ani AS adv_bespoke_ani', 'adv.bespoke_master_tag AS adv_bespoke_master_tag',
  'cmp.name AS cmp_name', 'wl.id AS wl_id', 'wl.whitelist_sent AS wl_sent', 'wl.whitelist_active AS wl_active',
  'p.audited_at AS p_audited_at', 'p.memory_cookie_status AS p_status',
  'p.is_changed_from_comparison AS p_changed',
  'n.audited_at AS n_audited_at', 'n.memory_cookie_status AS n_status',
  'n.is_changed_from_comparison AS n_changed',
  `(SELECT json_build_object('readableStatus', g.fields ->> 'readableStatus', 'readablePublisherType', g.fields ->> 'readablePublisherType',
      'createdAt', g.created_at, 'updatedAt', g.updated_at)
    FROM reporting.cms_content g
    WHERE g.kind = '${GUIDED_RESULT_SPEC.kind}' AND g.fields ->> 'auditId' = a.id AND g.deleted_at IS NULL
    ORDER BY g.updated_at DESC LIMIT 1) AS guided`,
  `(SELECT json_agg(json_build_object('id', s.id, 'source', s.fields ->> 'source', 'status', s.fields ->> 'status',
      'comment', s.fields ->> 'comment', 'updatedAt', s.updated_at) ORDER BY s.updated_at)
    FROM reporting.cms_content s
    WHERE s.kind = '${MEMORY_COOKIE_STATUS_SPEC.kind}' AND s.fields ->> 'auditId' = a.id AND s.deleted_at IS NULL) AS enhanced`,
];
const LIST_COLUMNS = COLUMNS.join(', ');

// What the screens show but no report column reads, neither itself nor through the status and
// badge rules (toAuditView): request and run times, the neighbours' dates, the screenshots, staff
// notes. A report's cursor reads them as NULL, so Postgres sorts narrower rows and node-pg parses
// five dates and a JSON column less per audit (decision 0029). report-writer.int-spec.ts checks
// that every report still gives the bytes of a full read.
const SCREEN_ONLY = new Set([
  'a.old_mongo_id', 'a.batch_position', 'a.company_id', 'a.requested_by', 'a.queue', 'a.requested_at', 'a.started_at', 'a.attempt',
  'a.finished_at', 'a.network_version', 'a.screenshots', 'a.moonpull_comment', 'a.assigned_to_name', 'a.assignment_resolved',
  "a.residential_retry ->> 'reason' AS residential_retry_reason", 'p.audited_at AS p_audited_at', 'p.is_changed_from_comparison AS p_changed',
  'n.audited_at AS n_audited_at', 'n.is_changed_from_comparison AS n_changed',
]);
const nameOf = (column: string) => /(?:AS |\.)(\w+)$/.exec(column)![1];
const REPORT_COLUMNS = COLUMNS.map((column) => (SCREEN_ONLY.has(column) ? `NULL AS ${nameOf(column)}` : column)).join(', ');

/**
 * A report cursor's row, read as an array (node-pg's rowMode 'array'), named by getters on one
 * prototype that read it by column position. node-pg's own named rows are copies of a
 * null-prototype template that V8 keeps as dictionaries of 70 entries: building one per row and
 * reading each field from it by hash was a third of a report's row parsing (decision 0044).
 */
class ReportRow {
  constructor(readonly values: unknown[]) {}
}
COLUMNS.forEach((column, i) =>
  Object.defineProperty(ReportRow.prototype, nameOf(column), {
    get(this: ReportRow) {
      return this.values[i];
    },
  }),
);
const reportRow = (values: unknown[]) => new ReportRow(values) as unknown as RawAuditRow;

// The CMP's name and the advertiser's whitelisting request come from reporting's own copies
// (cms-content/cms-content.projection.ts); of several requests, an active one, else the newest.
const JOINS = `
  LEFT JOIN cms.advertisers adv ON adv.id = a.advertiser_id
  LEFT JOIN reporting.cmp_names cmp ON cmp.id = a.detected_cmp AND NOT cmp.deleted
  LEFT JOIN LATERAL (
    SELECT w.id, w.whitelist_sent, w.whitelist_active FROM reporting.whitelisting_requests w
     WHERE w.advertiser_id = a.advertiser_id AND NOT w.deleted
     ORDER BY w.whitelist_active DESC, w.created_at DESC LIMIT 1) wl ON true
  LEFT JOIN reporting.audits p ON p.id = a.previous_audit_id
  LEFT JOIN reporting.audits n ON n.id = a.next_audit_id`;

export interface PageRequest {
  page: number;
  perPage: number;
}

/** Above this many matches a page's total is the planner's estimate (countIsExact false). */
export const EXACT_COUNT_LIMIT = 100_000;

/** Reads of reporting.audits, always within the caller's company unless a super admin. */
@Injectable()
export class AuditQueries {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONTENT_SOURCE) private readonly platformContent: PlatformContentSource,
    private readonly errorCatalogue: ErrorCatalogueReader,
  ) {}

  /** Read with every query, so an edit in the CMS colours the audits read after it. */
  async handoverImpactThresholds(): Promise<HandoverImpactThresholds> {
    const content = await this.platformContent.values();
    return {
      handoverImpactThresholdCritical: content.handoverImpactThresholdCritical ?? null,
      handoverImpactThresholdWarning: content.handoverImpactThresholdWarning ?? null,
    };
  }

  viewer(user: AuthenticatedUser): BadgeViewer {
    return {
      isSuperAdmin: user.isSuperAdmin,
      hasAppAssociationsAccess: hasGrant(user, 'appAssociations'),
    };
  }

  /** The caller's company filter, added to a WHERE (nothing for a super admin without a company). */
  scoped(user: AuthenticatedUser, requestedCompanyId?: string | null): Where {
    const where = new Where();
    const companyId = companyScope(user, requestedCompanyId);
    if (companyId !== undefined) where.add((p) => `a.company_id = ${p(companyId)}`);
    return where;
  }

  async page(
    user: AuthenticatedUser,
    where: Where,
    order: string,
    { page, perPage }: PageRequest,
  ): Promise<AuditPaginationView> {
    const size = Math.min(Math.max(Math.trunc(perPage) || 10, 1), MAX_PER_PAGE);
    const current = Math.max(Math.trunc(page) || 1, 1);
    const [{ count, countIsExact }, items] = await Promise.all([
      this.count(where),
      this.list(user, where, order, size, (current - 1) * size),
    ]);
    const pageCount = Math.ceil(count / size);
    return {
      count,
      countIsExact,
      items,
      pageInfo: {
        currentPage: current,
        perPage: size,
        pageCount,
        itemCount: count,
        hasNextPage: current < pageCount,
        hasPreviousPage: current > 1,
      },
    };
  }

  /**
   * Exact up to EXACT_COUNT_LIMIT matches; beyond that the planner's estimate, because counting a
   * million rows exactly (the super admin's unfiltered search) costs most of a second and a pager
   * showing "about 1,000,000" loses nothing.
   */
  private async count(where: Where): Promise<{ count: number; countIsExact: boolean }> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM reporting.audits a ${where.sql()} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
      where.params,
    )) as { count: number }[];
    if (count <= EXACT_COUNT_LIMIT) return { count, countIsExact: true };
    const [{ 'QUERY PLAN': plan }] = (await this.dataSource.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM reporting.audits a ${where.sql()}`,
      where.params,
    )) as { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
    return { count: Math.max(count, Math.round(plan[0].Plan['Plan Rows'])), countIsExact: false };
  }

  async list(
    user: AuthenticatedUser,
    where: Where,
    order: string,
    limit: number,
    offset = 0,
  ): Promise<AuditGqlView[]> {
    const rows = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} FROM reporting.audits a ${JOINS} ${where.sql()}
        ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      where.params,
    )) as RawAuditRow[];
    return rows.map(await this.presenter(user));
  }

  /**
   * Every audit the WHERE matches, in `order`, as pages of `pageSize`: one query read through a
   * server-side cursor, so the rows are sorted once however many there are (paging with LIMIT
   * sorted the remaining rows again for every page: quadratic on a large report) and only two
   * pages are ever in memory. The next page is fetched while the caller works on this one. The
   * cursor holds a connection and a read-only transaction until the last page is read or the
   * caller stops iterating. It is the reports' read: fields only the screens show are null.
   */
  async *cursor(user: AuthenticatedUser, where: Where, order: string, pageSize: number): AsyncGenerator<AuditGqlView[]> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    const fetchPage = async () => (await client.query<unknown[]>({ text: `FETCH ${pageSize} FROM audits_cursor`, rowMode: 'array' })).rows.map(reportRow);
    let next: Promise<RawAuditRow[]> | null = null;
    try {
      // JIT would spend seconds compiling this wide query's expressions for a read that is mostly
      // moving rows (decision 0040).
      await runner.query('BEGIN READ ONLY');
      await runner.query('SET LOCAL jit = off');
      await runner.query(
        `DECLARE audits_cursor NO SCROLL CURSOR FOR SELECT ${REPORT_COLUMNS} FROM reporting.audits a ${JOINS} ${where.sql()} ORDER BY ${order}`,
        where.params,
      );
      const present = await this.presenter(user);
      next = fetchPage();
      for (;;) {
        const rows: RawAuditRow[] = await next;
        next = rows.length === pageSize ? fetchPage() : null;
        if (rows.length > 0) yield rows.map(present);
        if (!next) return;
      }
    } finally {
      // Also when the caller stops early (a cancelled download): ending the transaction closes the cursor.
      await next?.catch(() => undefined);
      await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }

  /** Turns raw rows into what this caller sees, with the CMS settings read once for all of them. */
  private async presenter(user: AuthenticatedUser): Promise<(row: RawAuditRow) => AuditGqlView> {
    const viewer = this.viewer(user);
    const [thresholds, errors] = await Promise.all([this.handoverImpactThresholds(), this.errorCatalogue.read()]);
    const now = new Date();
    return (row) => presentAudit(toAuditRow(row), viewer, thresholds, now, errors);
  }

  /** One audit the caller may see, with its evidence; null when absent or another company's. */
  async one(
    user: AuthenticatedUser,
    filter: { id?: string | null; oldMongoId?: string | null; batchId?: string | null },
  ): Promise<{ row: AuditRow; evidence: AuditEvidence | null; audit: AuditGqlView } | null> {
    const where = this.scoped(user);
    if (filter.id) where.add((p) => `a.id = ${p(filter.id)}`);
    else if (filter.oldMongoId) where.add((p) => `a.old_mongo_id = ${p(filter.oldMongoId)}`);
    else return null;
    if (filter.batchId) where.add((p) => `a.batch_id = ${p(filter.batchId)}`);
    const [raw] = (await this.dataSource.query(
      `SELECT ${LIST_COLUMNS}, a.evidence FROM reporting.audits a ${JOINS} ${where.sql()} LIMIT 1`,
      where.params,
    )) as (RawAuditRow & { evidence: AuditEvidence | null })[];
    if (!raw) return null;
    const row = toAuditRow(raw);
    const [thresholds, errors] = await Promise.all([this.handoverImpactThresholds(), this.errorCatalogue.read()]);
    const audit = presentAudit(row, this.viewer(user), thresholds, new Date(), errors);
    return { row, evidence: raw.evidence, audit };
  }
}

interface RawAuditRow {
  id: string;
  old_mongo_id: string | null;
  batch_id: string;
  batch_position: number;
  batch_name: string | null;
  company_id: string | null;
  requested_by: string | null;
  queue: AuditEntity['queue'];
  link: string;
  country_code: string;
  options: AuditEntity['options'];
  name: string | null;
  placement: string | null;
  tags: string[];
  status: AuditEntity['status'];
  requested_at: Date;
  started_at: Date | null;
  attempt: number;
  is_retry: boolean;
  finished_at: Date | null;
  audited_at: Date | null;
  audit_time_ms: number | null;
  memory_cookie_status: string | null;
  verdict: AuditEntity['verdict'];
  moonpull_errors: string[];
  detected_cmp: string | null;
  network_id: string | null;
  network_name: string | null;
  network_version: number | null;
  advertiser_id: string | null;
  final_domain: string | null;
  fail_reason: string | null;
  screenshots: AuditEntity['screenshots'];
  evidence_proxy: AuditEvidence['proxy'] | null;
  previous_audit_id: string | null;
  next_audit_id: string | null;
  is_changed_from_comparison: boolean | null;
  comment: string | null;
  moonpull_comment: string | null;
  assigned_to_id: string | null;
  assigned_to_name: string | null;
  assigned_to_email: string | null;
  assignment_resolved: boolean;
  adv_name: string | null;
  adv_domain: string | null;
  adv_cannot_audit: boolean | null;
  adv_cannot_audit_reason: string | null;
  adv_public_comment: string | null;
  adv_primary_tracking_method: string | null;
  adv_tracking_method_narrative: string | null;
  adv_bespoke_cookie_value_type: string | null;
  adv_bespoke_cookie_name: string | null;
  adv_bespoke_cookie_value: string | null;
  adv_bespoke_ani: string | null;
  adv_bespoke_master_tag: string | null;
  cmp_name: string | null;
  wl_id: string | null;
  wl_sent: boolean | null;
  wl_active: boolean | null;
  p_audited_at: Date | null;
  p_status: string | null;
  p_changed: boolean | null;
  n_audited_at: Date | null;
  n_status: string | null;
  n_changed: boolean | null;
  guided: GuidedResultRow | null;
  enhanced: EnhancedStatusRow[] | null;
  lite_result: LiteSummary | null;
  residential_retry_reason: string | null;
  site_app_associations: SiteAppAssociations | null;
}

function toAuditRow(r: RawAuditRow): AuditRow {
  return {
    id: r.id,
    oldMongoId: r.old_mongo_id,
    batchId: r.batch_id,
    batchPosition: r.batch_position,
    batchName: r.batch_name,
    companyId: r.company_id,
    requestedBy: r.requested_by,
    queue: r.queue,
    link: r.link,
    countryCode: r.country_code,
    options: r.options,
    name: r.name,
    placement: r.placement,
    tags: r.tags,
    status: r.status,
    requestedAt: r.requested_at,
    startedAt: r.started_at,
    attempt: r.attempt,
    isRetry: r.is_retry,
    finishedAt: r.finished_at,
    auditedAt: r.audited_at,
    auditTimeMs: r.audit_time_ms,
    memoryCookieStatus: r.memory_cookie_status,
    verdict: r.verdict,
    moonpullErrors: r.moonpull_errors,
    detectedCmp: r.detected_cmp,
    cmpName: r.cmp_name,
    whitelistRequest: r.wl_id ? { id: r.wl_id, whitelistSent: r.wl_sent, whitelistActive: r.wl_active } : null,
    networkId: r.network_id,
    networkName: r.network_name,
    networkVersion: r.network_version,
    advertiserId: r.advertiser_id,
    finalDomain: r.final_domain,
    failReason: r.fail_reason,
    screenshots: r.screenshots,
    evidenceProxy: r.evidence_proxy,
    previousAuditId: r.previous_audit_id,
    nextAuditId: r.next_audit_id,
    isChangedFromComparison: r.is_changed_from_comparison,
    comment: r.comment,
    moonpullComment: r.moonpull_comment,
    assignedToId: r.assigned_to_id,
    assignedToName: r.assigned_to_name,
    assignedToEmail: r.assigned_to_email,
    assignmentResolved: r.assignment_resolved,
    advertiserRow: r.advertiser_id
      ? r.adv_name === null && r.adv_domain === null
        ? null
        : {
            id: r.advertiser_id,
            name: r.adv_name,
            domain: r.adv_domain,
            cannotAudit: r.adv_cannot_audit,
            cannotAuditReason: r.adv_cannot_audit_reason,
            publicComment: r.adv_public_comment,
            primaryTrackingMethod: r.adv_primary_tracking_method,
            trackingMethodNarrative: r.adv_tracking_method_narrative,
            bespokeCookieValueType: r.adv_bespoke_cookie_value_type,
            bespokeCookieName: r.adv_bespoke_cookie_name,
            bespokeCookieValue: r.adv_bespoke_cookie_value,
            bespokeAni: r.adv_bespoke_ani,
            bespokeMasterTag: r.adv_bespoke_master_tag,
          }
      : null,
    guidedResult: r.guided,
    enhancedStatuses: [...(r.enhanced ?? []), ...liteEnhancedStatus(r.id, r.lite_result)],
    liteResult: r.lite_result,
    residentialRetryReason: r.residential_retry_reason,
    siteAppAssociations: r.site_app_associations,
    previous: r.previous_audit_id
      ? {
          id: r.previous_audit_id,
          auditedAt: r.p_audited_at,
          memoryCookieStatus: r.p_status,
          isChangedFromComparison: r.p_changed,
        }
      : null,
    next: r.next_audit_id
      ? {
          id: r.next_audit_id,
          auditedAt: r.n_audited_at,
          memoryCookieStatus: r.n_status,
          isChangedFromComparison: r.n_changed,
        }
      : null,
  };
}
