import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ChartStatusCount')
export class ChartStatusCountView {
  @Field() status!: string;
  @Field() statusReadable!: string;
  /** danger, warning, primary or secondary (libs/presentation). */
  @Field() colour!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('WeekStatuses')
export class WeekStatusesView {
  /** Monday of the week, YYYY-MM-DD (UTC). */
  @Field() weekStart!: string;
  @Field(() => [ChartStatusCountView]) counts!: ChartStatusCountView[];
}

@ObjectType('NetworkAudits')
export class NetworkAuditsView {
  @Field(() => String, { nullable: true }) networkId!: string | null;
  @Field() networkName!: string;
  @Field(() => Int) count!: number;
  /** Audits whose memory cookie was found at any stage (immediately, with consent, with consent and refresh). */
  @Field(() => Int) tracked!: number;
}

@ObjectType('MonthCount')
export class MonthCountView {
  /** YYYY-MM. */
  @Field() month!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('AssignmentCounts')
export class AssignmentCountsView {
  @Field(() => Int) open!: number;
  @Field(() => Int) resolved!: number;
  /** Critical audits (no memory cookie) in the last 90 days that nobody is assigned to. */
  @Field(() => Int) criticalUnassigned!: number;
}

@ObjectType('DashboardCharts', { description: 'The dashboard charts, from the audits the caller may see.' })
export class DashboardChartsView {
  /** The last 12 weeks, oldest first, every week present (zeros included). */
  @Field(() => [WeekStatusesView]) statusByWeek!: WeekStatusesView[];
  /** The 10 networks with most audits in the last 90 days. */
  @Field(() => [NetworkAuditsView]) auditsByNetwork!: NetworkAuditsView[];
  /** Critical audits (no memory cookie) per month, the last 12 months, oldest first. */
  @Field(() => [MonthCountView]) criticalByMonth!: MonthCountView[];
  @Field(() => AssignmentCountsView) assignments!: AssignmentCountsView;
}
