import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { badRequest, CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audits/audit-queries';
import { adminRangeProblem, enterpriseRangeProblem } from '@tracklight/presentation';
import { ReportSelection } from './report-selection';
import { reportType, REPORT_TYPES } from './report-types';
import { NO_AUDITS_MATCHED, ReportTooLarge, ReportWriter } from './report-writer';
import { batchComparisonCsv } from './batch-comparison';

/** The generate* calls answer CSV text; beyond this many rows the UI streams the download instead. */
export const MAX_TEXT_ROWS = 10_000;

const typeOrRefuse = (id: string, allowed: readonly string[]) => {
  const type = allowed.includes(id) ? reportType(id) : undefined;
  if (!type) throw badRequest(`Unknown report type '${id}'. Types: ${allowed.join(', ')}.`);
  return type;
};
const CLIENT_TYPES = ['publisher', 'network-awin', 'network-impact', 'debug', 'debug-without-superseded', 'multi-line', 'playground-publisher', 'playground-network'];
const REASON_TYPES = ['standard', 'client-standard', 'debug', 'multi-line'];
const ALL_TYPES = REPORT_TYPES.map((type) => type.id);
const ComparedBatches = z.array(z.uuid('A batch id is not valid.')).max(20, 'At most 20 batches can be compared.');

/**
 * The report generators of spec section 7 (generateCsvFromBatchIds, generateClientReport,
 * csvAuditsWithReason, generateBatchCSV, generateBatchCSVFromSearch, generateMultiBatchCSV,
 * generateFilteredEnterpriseReport): one writer (report-writer.ts) over the caller's own audits,
 * each a report type (report-types.ts). An empty result is the text 'No audits matched the criteria'.
 */
@Resolver()
export class ReportsResolver {
  constructor(
    private readonly writer: ReportWriter,
    private readonly audits: AuditQueries,
  ) {}

  private async csv(user: AuthenticatedUser, typeId: string, allowed: readonly string[], selection: unknown): Promise<string> {
    const type = typeOrRefuse(typeId, allowed);
    this.writer.assertAllowed(user, type);
    const parsed = ReportSelection.safeParse(selection);
    if (!parsed.success) throw badRequest(parsed.error.issues[0].message);
    try {
      return await this.writer.text(user, type, parsed.data, MAX_TEXT_ROWS);
    } catch (error) {
      if (error instanceof ReportTooLarge) throw badRequest(error.message);
      throw error;
    }
  }

  @Query(() => String)
  @Operation('reporting.reports.generate')
  generateCsvFromBatchIds(@CurrentUser() user: AuthenticatedUser, @Args('batchIds', { type: () => [ID] }) batchIds: string[]) {
    return this.csv(user, 'publisher', ['publisher'], { batchIds });
  }

  @Query(() => String)
  @Operation('reporting.reports.generate')
  generateClientReport(@CurrentUser() user: AuthenticatedUser, @Args('batchIds', { type: () => [ID] }) batchIds: string[], @Args('type') type: string) {
    return this.csv(user, type, CLIENT_TYPES, { batchIds });
  }

  @Query(() => String)
  @Operation('reporting.reports.generate')
  csvAuditsWithReason(
    @CurrentUser() user: AuthenticatedUser,
    @Args('reasonId') reasonId: string,
    @Args('type') type: string,
    @Args('startDate', { nullable: true }) startDate?: string,
    @Args('endDate', { nullable: true }) endDate?: string,
  ) {
    return this.csv(user, type, REASON_TYPES, { reasonId, startDate, endDate });
  }

  /** The superuser report generator: by date range (at most 90 days) and advertiser names. */
  @Query(() => String)
  @Operation('reporting.reports.staff')
  generateBatchCSV(
    @CurrentUser() user: AuthenticatedUser,
    @Args('startDate') startDate: string,
    @Args('endDate') endDate: string,
    @Args('type') type: string,
    @Args('advertiserNames', { type: () => [String], nullable: true }) advertiserNames?: string[],
  ) {
    const problem = adminRangeProblem(startDate, endDate);
    if (problem) throw badRequest(problem);
    return this.csv(user, type, ALL_TYPES, { startDate, endDate, advertiserNames });
  }

  /** The search report: any of the filters; dates are ignored when batch ids are given (spec section 5). */
  @Query(() => String)
  @Operation('reporting.reports.generate')
  generateBatchCSVFromSearch(
    @CurrentUser() user: AuthenticatedUser,
    @Args('type') type: string,
    @Args('batchIds', { type: () => [ID], nullable: true }) batchIds?: string[],
    @Args('startDate', { nullable: true }) startDate?: string,
    @Args('endDate', { nullable: true }) endDate?: string,
    @Args('advertiserAlps', { type: () => [String], nullable: true }) advertiserAlps?: string[],
    @Args('advertiserNames', { type: () => [String], nullable: true }) advertiserNames?: string[],
    @Args('status', { nullable: true }) status?: string,
    @Args('assigneeIds', { type: () => [ID], nullable: true }) assigneeIds?: string[],
    @Args('companyId', { type: () => ID, nullable: true }) companyId?: string,
    @Args('networkName', { nullable: true }) networkName?: string,
  ) {
    const byBatch = Boolean(batchIds?.length);
    if (!byBatch && (startDate || endDate)) {
      const problem = adminRangeProblem(startDate, endDate);
      if (problem) throw badRequest(problem);
    }
    const dates = byBatch ? {} : { startDate, endDate };
    return this.csv(user, type, ALL_TYPES, { batchIds, ...dates, advertiserAlps, advertiserNames, status, assigneeIds, companyId, networkName });
  }

  /**
   * Batch comparison (spec section 2): each link of two batches side by side; the dashboard's
   * Compare Batches report adds further batches (moreBatches) as further columns.
   */
  @Query(() => String)
  @Operation('reporting.reports.generate')
  async generateMultiBatchCSV(
    @CurrentUser() user: AuthenticatedUser,
    @Args('primaryBatch', { type: () => ID }) primaryBatch: string,
    @Args('secondaryBatch', { type: () => ID }) secondaryBatch: string,
    @Args('type', { nullable: true }) _type?: string,
    @Args('moreBatches', { type: () => [ID], nullable: true }) moreBatches?: string[],
  ) {
    const batchIds = ComparedBatches.safeParse([primaryBatch, secondaryBatch, ...(moreBatches ?? [])]);
    if (!batchIds.success) throw badRequest(batchIds.error.issues[0].message);
    return (await batchComparisonCsv(this.audits, user, batchIds.data)) ?? NO_AUDITS_MATCHED;
  }

  @Query(() => String)
  @Operation('reporting.reports.generate')
  generateFilteredEnterpriseReport(
    @CurrentUser() user: AuthenticatedUser,
    @Args('startDate') startDate: string,
    @Args('endDate') endDate: string,
    @Args('countryCodes', { type: () => [String], nullable: true }) countryCodes?: string[],
    @Args('type', { type: () => String, nullable: true, defaultValue: 'publisher' }) type: string = 'publisher',
  ) {
    const problem = enterpriseRangeProblem(startDate, endDate);
    if (problem) throw badRequest(problem);
    return this.csv(user, type, ['publisher'], { startDate, endDate, countryCodes: countryCodes?.length ? countryCodes : undefined });
  }
}
