import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import {
  MEMORY_COOKIE_STATUSES,
  isMemoryCookieStatus,
  memoryCookieStatusColour,
  memoryCookieStatusText,
} from '@tracklight/presentation';
import { AuditQueries } from '../../audits/audit-queries';

@ObjectType('MemoryCookieStatusCount')
export class MemoryCookieStatusCountView {
  @Field() memoryCookieStatus!: string;
  @Field() status!: string;
  @Field() statusReadable!: string;
  @Field() colour!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Null while the batch is still open (audits requested or running)',
  })
  count!: number | null;
}

/**
 * The memory cookie status summary of a batch: one row per status, counted as the users read
 * each audit (a failure that never reached the landing page counts as NOT_AUDITED).
 */
@Resolver()
export class MemoryCookieStatusSummaryResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audits: AuditQueries,
  ) {}

  @Query(() => [MemoryCookieStatusCountView])
  @Operation('reporting.batches.statusSummary')
  async memoryCookieStatusSummary(
    @CurrentUser() user: AuthenticatedUser,
    @Args('batchId', { type: () => ID }) batchId: string,
  ): Promise<MemoryCookieStatusCountView[]> {
    const where = this.audits.scoped(user).add((p) => `a.batch_id = ${p(batchId)}`);
    const rows = (await this.dataSource.query(
      `SELECT CASE WHEN a.memory_cookie_status IS NULL
                     OR (a.status = 'FAILED' AND NOT coalesce((a.verdict->>'hasAlp')::boolean, false))
                   THEN 'NOT_AUDITED' ELSE a.memory_cookie_status END AS status,
              bool_or(a.status IN ('REQUESTED', 'RUNNING')) AS open,
              count(*)::int AS count
         FROM reporting.audits a ${where.sql()} GROUP BY 1`,
      where.params,
    )) as { status: string; open: boolean; count: number }[];
    if (rows.length === 0) return [];
    const open = rows.some((row) => row.open);
    const row = (status: (typeof MEMORY_COOKIE_STATUSES)[number], count: number | null) => ({
      memoryCookieStatus: status,
      status,
      statusReadable: memoryCookieStatusText(status),
      colour: memoryCookieStatusColour(status),
      count,
    });
    if (open) return MEMORY_COOKIE_STATUSES.map((status) => row(status, null));
    return MEMORY_COOKIE_STATUSES.flatMap((status) => {
      const found = rows.find((r) => isMemoryCookieStatus(r.status) && r.status === status);
      return found ? [row(status, found.count)] : [];
    });
  }
}
