import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { AuditPaginationView } from '../audit.views';
import { AuditListFilterInput, AuditSortInput, auditOrder, filterAudits } from '../list-audits/audit-list-query';

/** The audits of a batch (the batch's result table), in submission order unless sorted by a column (sortBy). */
@Resolver()
export class AuditsForBatchResolver {
  constructor(private readonly audits: AuditQueries) {}

  @Query(() => AuditPaginationView)
  @Operation('reporting.audits.list')
  auditsForBatch(
    @CurrentUser() user: AuthenticatedUser,
    @Args('batchId', { type: () => ID, nullable: true }) batchId?: string,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('perPage', { type: () => Int, defaultValue: 10 }) perPage = 10,
    @Args('queryString', { type: () => String, nullable: true }) queryString?: string,
    @Args('companyId', { type: () => ID, nullable: true }) companyId?: string,
    @Args('countryCode', { type: () => String, nullable: true }) countryCode?: string,
    @Args('onlyCompleted', { type: () => Boolean, nullable: true }) onlyCompleted?: boolean,
    @Args('assignedToMe', { type: () => Boolean, nullable: true, description: 'Only links assigned to the caller and not yet resolved' })
    assignedToMe?: boolean,
    @Args('filter', { type: () => AuditListFilterInput, nullable: true, description: 'The filters of Audit Search' })
    filter?: AuditListFilterInput,
    @Args('sortBy', { type: () => AuditSortInput, nullable: true }) sortBy?: AuditSortInput,
  ): Promise<AuditPaginationView> {
    const where = filterAudits(this.audits.scoped(user, companyId), filter, user);
    if (batchId) where.add((p) => `a.batch_id = ${p(batchId)}`);
    if (countryCode) where.add((p) => `a.country_code = ${p(countryCode.toLowerCase())}`);
    // Completed as the spec's finished flag reads it: DONE only.
    if (onlyCompleted) where.add(() => `a.status = 'DONE'`);
    if (assignedToMe) where.add((p) => `a.assigned_to_id = ${p(user.id)} AND NOT a.assignment_resolved`);
    const text = queryString?.trim();
    if (text) {
      where.add((p) => {
        const like = p(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        return `(a.link ILIKE ${like} OR a.name ILIKE ${like} OR a.network_name ILIKE ${like}
          OR a.final_domain ILIKE ${like} OR a.id = ${p(text)})`;
      });
    }
    return this.audits.page(user, where, sortBy ? auditOrder(sortBy) : 'a.requested_at, a.batch_position, a.id', {
      page,
      perPage,
    });
  }
}
