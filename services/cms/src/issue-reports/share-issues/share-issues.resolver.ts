import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Where } from '@tracklight/list-query';
import { badRequest, CurrentUser, notFound, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { ADVERTISER_ISSUE_STREAM, type AttachedFile } from '@tracklight/contracts';
import { decideOnStream, EventStore, streamName, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { SETTINGS } from '@tracklight/platform';
import { IssuesReadModel } from '../issues-read-model';
import { AdvertiserIssueRefusal, checkedComment, checkedStatus, decideComment, decideStatus, foldAdvertiserIssue, type AdvertiserIssueState } from './advertiser-issue';
import { AdvertiserIssueSortInput, issueOrder, issueSearch, IssueReportSortInput, reportOrder, reportSearch } from './share-issue-lists';
import { AdvertiserIssuePageView, AdvertiserIssueView, IssueReportPageView, type AdvertiserIssueSummaryView, type IssueReportView } from './share-issues.views';

const NO_SUCH_ISSUE = 'No such issue.';
const pageOf = (page?: number, perPage?: number) => {
  const size = Math.min(Math.max(perPage ?? 25, 1), 100);
  return { size, offset: (Math.max(page ?? 1, 1) - 1) * size };
};

interface ReportRow {
  id: string;
  audit_id: string;
  advertiser_id: string;
  company_id: string;
  comment: string;
  metadata: IssueReportView['metadata'];
  files: AttachedFile[];
  contact_details: IssueReportView['contactDetails'];
  created_at: Date;
  /** The CMS advertiser's name, else its domain (joined by the queries). */
  advertiser_name: string | null;
}

/**
 * The share area (spec section 2, /share/issues*): share users follow the issues (one per
 * advertiser) about advertisers their company also audited, see every publisher's reports about
 * them without knowing who made them, and comment; the provider's staff see who reported, change
 * the status, and list every report. Comments and status changes are decided on the issue's
 * stream (advertiser-issue.ts); what the user gave is checked first, so a bad comment or status
 * answers 400 before visibility answers 404.
 */
@Resolver()
export class ShareIssuesResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly readModel: IssuesReadModel,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** Sorted by sortBy, else most recently changed first; search: the advertiser's name, domain or key. */
  @Query(() => AdvertiserIssuePageView)
  @Operation('cms.shareIssues.list')
  async advertiserIssueMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('status', { nullable: true }) status?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    @Args('search', { nullable: true }) search?: string,
    @Args('sortBy', { type: () => AdvertiserIssueSortInput, nullable: true }) sortBy?: AdvertiserIssueSortInput,
  ): Promise<AdvertiserIssuePageView> {
    const { size, offset } = pageOf(page, perPage);
    const where = new Where();
    if (!user.isSuperAdmin) where.add((p) => `EXISTS (SELECT 1 FROM cms.issue_audits x WHERE x.advertiser_id = i.advertiser_id AND x.company_id = ${p(user.companyId)})`);
    if (status) where.add((p) => `i.status = ${p(status)}`);
    issueSearch(where, search);
    const from = `FROM cms.advertiser_issues i LEFT JOIN cms.advertisers adv ON adv.id = i.advertiser_id ${where.sql()}`;
    const [[{ count }], rows] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS count ${from}`, where.params),
      this.dataSource.query(`SELECT i.*, coalesce(adv.name, adv.domain) AS advertiser_name ${from} ORDER BY ${issueOrder(sortBy)} LIMIT ${size} OFFSET ${offset}`, where.params),
    ]);
    return { count, items: rows.map(summaryOf) };
  }

  @Query(() => AdvertiserIssueView, { nullable: true })
  @Operation('cms.shareIssues.read')
  async advertiserIssue(@CurrentUser() user: AuthenticatedUser, @Args('advertiserId', { type: () => ID }) advertiserId: string): Promise<AdvertiserIssueView | null> {
    const summary = await this.visible(user, advertiserId);
    if (!summary) return null;
    const reports: ReportRow[] = await this.dataSource.query(
      `SELECT r.*, coalesce(adv.name, adv.domain) AS advertiser_name FROM cms.issue_reports r
         LEFT JOIN cms.advertisers adv ON adv.id = r.advertiser_id
        WHERE r.advertiser_id = $1 ORDER BY r.created_at DESC`,
      [advertiserId],
    );
    const comments = await this.dataSource.query(`SELECT * FROM cms.advertiser_issue_comments WHERE advertiser_id = $1 ORDER BY created_at`, [advertiserId]);
    return {
      ...summary,
      reports: reports.map((report) => this.reportFor(user, report)),
      comments: comments.map((c: { id: string; comment: string; author_name: string; company_id: string; by_provider: boolean; created_at: Date }) => ({
        id: c.id,
        comment: c.comment,
        author: c.by_provider ? this.settings.PRODUCT_NAME : c.company_id === user.companyId || user.isSuperAdmin ? c.author_name : 'Another publisher',
        createdAt: c.created_at,
      })),
    };
  }

  @Mutation(() => AdvertiserIssueView)
  @Operation('cms.shareIssues.comment')
  async advertiserIssueComment(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('advertiserId', { type: () => ID }) advertiserId: string,
    @Args('comment') comment: string,
  ): Promise<AdvertiserIssueView | null> {
    const text = refusedAsBadRequest(() => checkedComment(comment));
    if (!(await this.visible(user, advertiserId))) throw notFound(NO_SUCH_ISSUE);
    const commented = { advertiserId, commentId: randomUUID(), comment: text, authorName: user.name, companyId: user.companyId, byProvider: user.isSuperAdmin };
    await this.decide(advertiserId, context, (state) => decideComment(state, commented));
    await this.readModel.catchUp();
    return this.advertiserIssue(user, advertiserId);
  }

  @Mutation(() => AdvertiserIssueView)
  @Operation('cms.shareIssues.status')
  async advertiserIssueStatusUpdate(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('advertiserId', { type: () => ID }) advertiserId: string,
    @Args('status') status: string,
  ): Promise<AdvertiserIssueView | null> {
    const wanted = refusedAsBadRequest(() => checkedStatus(status));
    const current = await this.visible(user, advertiserId);
    if (!current) throw notFound(NO_SUCH_ISSUE);
    // The status as shown: a new report reopens a resolved issue in the read model, not on this stream.
    const changed = await this.decide(advertiserId, context, (state) => decideStatus(state, advertiserId, wanted, current.status));
    if (changed) await this.readModel.catchUp();
    return this.advertiserIssue(user, advertiserId);
  }

  /** Decides on the issue's stream and appends with the version read; true when something was recorded. */
  private decide(advertiserId: string, context: CommandContext, decide: (state: AdvertiserIssueState) => NewEvent[]): Promise<boolean> {
    return decideOnStream(this.store, streamName(ADVERTISER_ISSUE_STREAM, advertiserId), foldAdvertiserIssue, context, (state) => {
      const events = refusedAsBadRequest(() => decide(state));
      return { events, result: events.length > 0 };
    });
  }

  /**
   * Every issue report with who made it (/share/issues/reports): the provider's staff. Sorted by
   * sortBy, else newest first; search: the comment, the reporter and the advertiser.
   */
  @Query(() => IssueReportPageView)
  @Operation('cms.issueReports.list')
  async issueReportMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    @Args('search', { nullable: true }) search?: string,
    @Args('sortBy', { type: () => IssueReportSortInput, nullable: true }) sortBy?: IssueReportSortInput,
  ): Promise<IssueReportPageView> {
    const { size, offset } = pageOf(page, perPage);
    const where = reportSearch(new Where(), search);
    const from = `FROM cms.issue_reports r LEFT JOIN cms.advertisers adv ON adv.id = r.advertiser_id ${where.sql()}`;
    const [[{ count }], rows] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS count ${from}`, where.params),
      this.dataSource.query(`SELECT r.*, coalesce(adv.name, adv.domain) AS advertiser_name ${from} ORDER BY ${reportOrder(sortBy)} LIMIT ${size} OFFSET ${offset}`, where.params),
    ]);
    return { count, items: rows.map((row: ReportRow) => this.reportFor(user, row)) };
  }

  private async visible(user: AuthenticatedUser, advertiserId: string): Promise<AdvertiserIssueSummaryView | null> {
    const [row] = await this.dataSource.query(
      `SELECT i.*, coalesce(adv.name, adv.domain) AS advertiser_name FROM cms.advertiser_issues i
         LEFT JOIN cms.advertisers adv ON adv.id = i.advertiser_id
        WHERE i.advertiser_id = $1
          AND ($2 OR EXISTS (SELECT 1 FROM cms.issue_audits x WHERE x.advertiser_id = i.advertiser_id AND x.company_id = $3))`,
      [advertiserId, user.isSuperAdmin, user.companyId],
    );
    return row ? summaryOf(row) : null;
  }

  /**
   * A report as this viewer may see it: the audit and the files only for the reporter's company and
   * staff; who reported it is staff only (declared on IssueReportView.contactDetails).
   */
  private reportFor(user: AuthenticatedUser, row: ReportRow): IssueReportView {
    const own = row.company_id === user.companyId;
    const insider = own || user.isSuperAdmin;
    return {
      id: row.id,
      advertiserId: row.advertiser_id,
      advertiserName: row.advertiser_name,
      auditId: insider ? row.audit_id : null,
      comment: row.comment,
      metadata: row.metadata,
      fromOwnCompany: own,
      contactDetails: row.contact_details,
      files: insider ? row.files.map((file) => ({ ...file, url: `/services/issues/reports/${row.id}/files/${file.id}` })) : [],
      createdAt: row.created_at,
    };
  }
}

/** A refusal answers 400 with its words; anything else goes on as it is. */
const refusedAsBadRequest = <T>(check: () => T): T => {
  try {
    return check();
  } catch (error) {
    if (error instanceof AdvertiserIssueRefusal) throw badRequest(error.message);
    throw error;
  }
};

const summaryOf = (row: { advertiser_id: string; advertiser_name: string | null; status: string; report_count: number; last_reported_at: Date | null; updated_at: Date }): AdvertiserIssueSummaryView => ({
  advertiserId: row.advertiser_id,
  advertiserName: row.advertiser_name,
  status: row.status,
  reportCount: row.report_count,
  lastReportedAt: row.last_reported_at,
  updatedAt: row.updated_at,
});
