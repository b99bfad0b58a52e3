import { BadRequestException } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, failure, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../../audits/audit-queries';
import { AuditPaginationView } from '../../audits/audit.views';

/** Spec section 9: 1 minute (default), 5 minutes, 30 minutes, 1 hour. */
export const STATUS_PROCESSING_WINDOWS_MS = [60_000, 300_000, 1_800_000, 3_600_000] as const;

/** The Finished and Start Status Processing Reports: audits finished or started in a window. */
@Resolver()
export class StatusProcessingResolver {
  constructor(private readonly audits: AuditQueries) {}

  @Query(() => AuditPaginationView)
  @Operation('reporting.dashboard.statusProcessing')
  finishedStatusProcessing(
    @CurrentUser() user: AuthenticatedUser,
    @Args('timeWindow', { type: () => Int, defaultValue: 60_000 }) timeWindow = 60_000,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('perPage', { type: () => Int, defaultValue: 10 }) perPage = 10,
  ): Promise<AuditPaginationView> {
    return this.within(user, 'finished_at', timeWindow, page, perPage);
  }

  @Query(() => AuditPaginationView)
  @Operation('reporting.dashboard.statusProcessing')
  startedStatusProcessing(
    @CurrentUser() user: AuthenticatedUser,
    @Args('timeWindow', { type: () => Int, defaultValue: 60_000 }) timeWindow = 60_000,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('perPage', { type: () => Int, defaultValue: 10 }) perPage = 10,
  ): Promise<AuditPaginationView> {
    return this.within(user, 'started_at', timeWindow, page, perPage);
  }

  private within(
    user: AuthenticatedUser,
    column: 'finished_at' | 'started_at',
    timeWindow: number,
    page: number,
    perPage: number,
  ): Promise<AuditPaginationView> {
    if (!(STATUS_PROCESSING_WINDOWS_MS as readonly number[]).includes(timeWindow)) {
      throw new BadRequestException(
        failure(400, `timeWindow must be one of ${STATUS_PROCESSING_WINDOWS_MS.join(', ')} ms.`),
      );
    }
    const since = new Date(Date.now() - timeWindow);
    const where = this.audits.scoped(user).add((p) => `a.${column} >= ${p(since)}`);
    return this.audits.page(user, where, `a.${column} DESC, a.id`, { page, perPage });
  }
}
