import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import Papa from 'papaparse';
import { companyScope, type AuthenticatedUser } from '@tracklight/access';
import { searchText, Where } from '@tracklight/list-query';
import {
  batchOrder,
  recognisedCondition,
  searchCondition,
  statusCondition,
  type BatchSortInput,
  type BatchStatusFilter,
} from './batch-list-query';

/** The company type filter's default choice (spec section 2): every company but the provider's own. */
export const ALL_CLIENTS = 'ALL_CLIENTS';

export type LinkFilter = 'ALL' | 'SINGLE' | 'EXCLUDE_SINGLE' | 'FIVE_OR_MORE';

export interface BatchListFilter {
  isTemplate?: boolean;
  startedAtFrom?: Date | null;
  startedAtTo?: Date | null;
  assignedToMe?: boolean;
  minNumLinks?: number | null;
  /** Text in the batch's id, name or description, or in one of its links (decision 0032). */
  batchFilterString?: string | null;
  status?: BatchStatusFilter | null;
  /** Batches with a link whose audit recognised this network (or advertiser). */
  networkId?: string | null;
  advertiserId?: string | null;
  sortBy?: BatchSortInput | null;
  showDeleted?: boolean;
  linkFilter?: LinkFilter;
  companyId?: string | null;
  /** ALL_CLIENTS: every company but the provider's own; else one company type. */
  companyType?: string | null;
  page?: number;
  perPage?: number;
}

export interface BatchView {
  id: string;
  name: string;
  description: string | null;
  companyId: string;
  owner: { id: string; name: string; email: string; company: string };
  queueLetter: string | null;
  isTemplate: boolean;
  templateId: string | null;
  startedAt: string;
  finishedAt: string | null;
  isDone: boolean;
  status: string | null;
  deletedAt: string | null;
  numLinks: number;
  numCurrentCompletedAudits: number;
  notifyOnComplete: boolean;
  useForLinkAssurance: boolean;
  alertWebhookUrl: string | null;
  scheduleType: string;
  scheduleDay: string | null;
  scheduleTime: string | null;
  scheduleCron: string | null;
  scheduledRunningPaused: boolean;
  nextScheduledRunAt: string | null;
  schedulingError: { ts: string; message: string } | null;
  lastRunBatch: { id: string; startedAt: string | null } | null;
  /** Assigned links (issue 20): done, still open, and still open for the caller. */
  resolvedCount: number;
  outstandingCount: number;
  assignedToMeCount: number;
}

export interface BatchLinkView {
  id: string;
  batchId: string;
  order: number;
  link: string;
  auditId: string | null;
  auditStatus: string | null;
  [field: string]: unknown;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const toBatchView = (r: Row): BatchView => ({
  id: r.id,
  name: r.name,
  description: r.description,
  companyId: r.company_id,
  owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email, company: r.owner_company_name },
  queueLetter: r.queue_letter,
  isTemplate: r.is_template,
  templateId: r.template_id,
  startedAt: iso(r.started_at)!,
  finishedAt: iso(r.finished_at),
  isDone: r.is_done,
  status: r.status,
  deletedAt: iso(r.deleted_at),
  numLinks: r.num_links,
  numCurrentCompletedAudits: r.num_completed,
  notifyOnComplete: r.notify_on_complete,
  useForLinkAssurance: r.use_for_link_assurance,
  alertWebhookUrl: r.alert_webhook_url ?? null,
  scheduleType: r.schedule_type,
  scheduleDay: r.schedule_day,
  scheduleTime: r.schedule_time,
  scheduleCron: r.schedule_cron,
  scheduledRunningPaused: r.scheduled_running_paused,
  nextScheduledRunAt: iso(r.next_scheduled_run_at),
  schedulingError: r.scheduling_error,
  lastRunBatch: r.last_run_batch_id ? { id: r.last_run_batch_id, startedAt: iso(r.last_run_started_at) } : null,
  resolvedCount: r.resolved_count ?? 0,
  outstandingCount: r.outstanding_count ?? 0,
  assignedToMeCount: r.assigned_to_me_count ?? 0,
});

/** The assignment counts of batch `b`, for the user whose id is the given parameter. */
const assignmentCounts = (userParam: string) => `
  (SELECT count(*) FILTER (WHERE x.resolved) FROM batches.audit_assignments x WHERE x.batch_id = b.id::text)::int AS resolved_count,
  (SELECT count(*) FILTER (WHERE NOT x.resolved) FROM batches.audit_assignments x WHERE x.batch_id = b.id::text)::int AS outstanding_count,
  (SELECT count(*) FILTER (WHERE NOT x.resolved AND x.assignee_id = ${userParam}) FROM batches.audit_assignments x WHERE x.batch_id = b.id::text)::int AS assigned_to_me_count`;

const toLinkView = (r: Row): BatchLinkView => ({
  ...r.fields,
  id: r.id,
  batchId: r.batch_id,
  order: r.ord,
  link: r.link,
  auditId: r.audit_id,
  auditStatus: r.audit_status,
});

/** Reads of the batches read model, always scoped to the caller's company unless super admin. */
@Injectable()
export class BatchQueries {
  constructor(private readonly dataSource: DataSource) {}

  async list(user: AuthenticatedUser, filter: BatchListFilter): Promise<{ items: BatchView[]; count: number }> {
    const where = new Where();
    const add = (sql: string, value: unknown) => where.add((param) => sql.replace('?', param(value)));
    const is = (sql: string) => where.add(() => sql);
    const search = searchText(filter.batchFilterString);
    add('is_template = ?', filter.isTemplate ?? false);
    const company = companyScope(user, filter.companyId);
    if (company) add('company_id = ?', company);
    if (!filter.showDeleted) is('deleted_at IS NULL');
    else is('deleted_at IS NOT NULL');
    if (filter.startedAtFrom) add('started_at >= ?', filter.startedAtFrom);
    if (filter.startedAtTo) add('started_at <= ?', filter.startedAtTo);
    // Batches with links assigned to the caller that they have not resolved yet.
    if (filter.assignedToMe) {
      add('EXISTS (SELECT 1 FROM batches.audit_assignments x WHERE x.batch_id = b.id::text AND x.assignee_id = ? AND NOT x.resolved)', user.id);
    }
    if (filter.minNumLinks) add('num_links >= ?', filter.minNumLinks);
    if (search) where.add(searchCondition(search));
    if (filter.status) is(statusCondition(filter.status));
    if (filter.networkId) where.add(recognisedCondition('network_id', filter.networkId));
    if (filter.advertiserId) where.add(recognisedCondition('advertiser_id', filter.advertiserId));
    if (filter.companyType === ALL_CLIENTS) is('company_id NOT IN (SELECT id FROM batches.companies WHERE is_provider)');
    else if (filter.companyType) add('company_id IN (SELECT id FROM batches.companies WHERE company_type = ?)', filter.companyType);
    if (filter.linkFilter === 'SINGLE') is('num_links = 1');
    if (filter.linkFilter === 'EXCLUDE_SINGLE') is('num_links > 1');
    if (filter.linkFilter === 'FIVE_OR_MORE') is('num_completed >= 5');
    const perPage = Math.min(Math.max(filter.perPage ?? 10, 1), 1000);
    const page = Math.max(filter.page ?? 1, 1);
    const sql = `FROM batches.batches b ${where.sql()}`;
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `SELECT b.*, ${assignmentCounts(`$${where.params.length + 1}`)} ${sql} ORDER BY ${batchOrder(filter.sortBy)} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
        [...where.params, user.id],
      ),
      this.dataSource.query(`SELECT count(*)::int AS count ${sql}`, where.params),
    ]);
    return { items: (rows as Row[]).map(toBatchView), count };
  }

  /** A batch or template the caller may see, or null. */
  async byId(user: AuthenticatedUser, id: string): Promise<BatchView | null> {
    const [row] = await this.dataSource.query(`SELECT b.*, ${assignmentCounts('$2')} FROM batches.batches b WHERE b.id = $1`, [id, user.id]);
    if (!row) return null;
    if (!user.isSuperAdmin && row.company_id !== user.companyId) return null;
    return toBatchView(row);
  }

  async links(batchId: string): Promise<BatchLinkView[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM batches.batch_links WHERE batch_id = $1 ORDER BY ord, id`, [batchId]);
    return rows.map(toLinkView);
  }

  /** The batch's links as CSV, with their audit ids and statuses. */
  async linksCsv(batchId: string): Promise<string> {
    const links = await this.links(batchId);
    return Papa.unparse(
      links.map(({ batchId: _b, id, ...rest }) => ({ linkId: id, ...rest })),
      { columns: ['linkId', 'order', 'link', 'auditId', 'auditStatus', 'userDefinedNetwork', 'userDefinedMerchant', 'placement', 'name', 'tagA', 'tagB', 'tagC', 'tagD', 'tagE', 'countryCode', 'proxyYN', 'proxyCountryCode', 'cookieType', 'cookieName', 'cookieValue', 'customAni', 'referrer', 'customMasterTag', 'extraTimeout'] },
    );
  }
}
