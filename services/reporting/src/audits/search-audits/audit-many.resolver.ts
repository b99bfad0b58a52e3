import { Args, Int, Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { AuditPaginationView } from '../audit.views';
import { SortOrder } from '@tracklight/platform';
import { AuditListFilterInput, AuditSortField, AuditSortInput, auditOrder, filterAudits } from '../list-audits/audit-list-query';

export enum AuditManySort {
  AUDITEDAT_DESC = 'AUDITEDAT_DESC',
  AUDITEDAT_ASC = 'AUDITEDAT_ASC',
}
registerEnumType(AuditManySort, { name: 'AuditManySort' });

/** Audit Search: every audit the caller may see, newest first unless sorted by a column (sortBy). */
@Resolver()
export class AuditManyResolver {
  constructor(private readonly audits: AuditQueries) {}

  @Query(() => AuditPaginationView)
  @Operation('reporting.audits.list')
  auditMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => AuditListFilterInput, nullable: true })
    filter?: AuditListFilterInput,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('perPage', { type: () => Int, defaultValue: 10 }) perPage = 10,
    @Args('sort', { type: () => AuditManySort, defaultValue: AuditManySort.AUDITEDAT_DESC })
    sort: AuditManySort = AuditManySort.AUDITEDAT_DESC,
    @Args('sortBy', { type: () => AuditSortInput, nullable: true, description: 'Any sortable column; wins over sort' })
    sortBy?: AuditSortInput,
  ): Promise<AuditPaginationView> {
    const where = filterAudits(this.audits.scoped(user, filter?.companyId), filter, user);
    const byDate = { field: AuditSortField.AUDITED_AT, order: sort === AuditManySort.AUDITEDAT_ASC ? SortOrder.ASC : SortOrder.DESC };
    return this.audits.page(user, where, auditOrder(sortBy ?? byDate), { page, perPage });
  }
}
