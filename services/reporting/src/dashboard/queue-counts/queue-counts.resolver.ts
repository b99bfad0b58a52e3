import { Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';

@ObjectType('QueueCount')
export class QueueCountView {
  @Field() name!: string;
  @Field(() => Int, { description: 'Audits requested or running on the queue' }) count!: number;
}

const QUEUES = ['a', 'b', 'c'] as const;

/** How much work waits on each queue (every company's: the wait is shared). */
@Resolver()
export class QueueCountsResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => [QueueCountView])
  @Operation('reporting.queues.counts')
  async queueCounts(@CurrentUser() user: AuthenticatedUser): Promise<QueueCountView[]> {
    const rows = (await this.dataSource.query(
      `SELECT queue, count(*)::int AS count FROM reporting.audits
        WHERE status IN ('REQUESTED', 'RUNNING') GROUP BY queue`,
    )) as { queue: string; count: number }[];
    // The superuser queue exists only for the superuser company (spec section 9).
    const names: string[] = user.isSuperAdmin ? [...QUEUES, 'superuser'] : [...QUEUES];
    return names.map((name) => ({ name, count: rows.find((r) => r.queue === name)?.count ?? 0 }));
  }
}
