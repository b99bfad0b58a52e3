import { Args, Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { badRequest, CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audits/audit-queries';
import { narrow, ReportSelection } from './report-selection';

@ObjectType('IdentifiedAdvertiser', { description: 'A landing (ALP) domain the audits identified, with the advertiser the catalogue knows it as' })
export class IdentifiedAdvertiserView {
  @Field() domain!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Int) audits!: number;
}

/**
 * The advertiser selector of 'Advertisers by identified ALP domain' (spec section 2): the landing
 * domains of the caller's audits on one network, in the date range, so only advertisers that
 * have audits to report on are offered.
 */
@Resolver()
export class IdentifiedAdvertisersResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audits: AuditQueries,
  ) {}

  @Query(() => [IdentifiedAdvertiserView])
  @Operation('reporting.reports.generate')
  async identifiedAdvertisers(
    @CurrentUser() user: AuthenticatedUser,
    @Args('networkName') networkName: string,
    @Args('startDate', { nullable: true }) startDate?: string,
    @Args('endDate', { nullable: true }) endDate?: string,
  ): Promise<IdentifiedAdvertiserView[]> {
    const selection = ReportSelection.safeParse({ networkName, startDate, endDate });
    if (!selection.success) throw badRequest(selection.error.issues[0].message);
    const where = narrow(this.audits.scoped(user), selection.data).add(() => `a.final_domain IS NOT NULL AND a.status IN ('DONE', 'FAILED')`);
    return (await this.dataSource.query(
      `SELECT lower(a.final_domain) AS domain, max(adv.name) AS name, count(*)::int AS audits
         FROM reporting.audits a LEFT JOIN cms.advertisers adv ON adv.id = a.advertiser_id
         ${where.sql()} GROUP BY 1 ORDER BY 1 LIMIT 1000`,
      where.params,
    )) as IdentifiedAdvertiserView[];
  }
}
