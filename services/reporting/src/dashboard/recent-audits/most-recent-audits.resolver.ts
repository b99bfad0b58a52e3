import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../../audits/audit-queries';
import { AuditGqlView } from '../../audits/audit.views';

/** Dashboard 'Most Recent 10 Audits': the latest audited, with their comparison neighbours. */
@Resolver()
export class MostRecentAuditsResolver {
  constructor(private readonly audits: AuditQueries) {}

  @Query(() => [AuditGqlView])
  @Operation('reporting.audits.list')
  mostRecentAudits(
    @CurrentUser() user: AuthenticatedUser,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ): Promise<AuditGqlView[]> {
    const where = this.audits.scoped(user).add(() => `a.audited_at IS NOT NULL`);
    return this.audits.list(
      user,
      where,
      'a.audited_at DESC NULLS LAST, a.id',
      Math.min(Math.max(limit, 1), 10),
    );
  }
}
