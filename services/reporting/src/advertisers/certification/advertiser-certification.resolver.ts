import { Args, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { Operation } from '@tracklight/access';
import { containsPattern, searchText, sortableList } from '@tracklight/list-query';
import { SortOrder } from '@tracklight/platform';
import { CERTIFICATION_TEXT, certificationOf } from './certification';

@ObjectType('AdvertiserCertification')
export class AdvertiserCertificationView {
  @Field(() => ID) advertiserId!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) domain!: string | null;
  @Field(() => String, { nullable: true }) networkName!: string | null;
  @Field() certification!: string;
  @Field() certificationText!: string;
  @Field(() => String, { nullable: true }) latestStatus!: string | null;
  @Field(() => ID) latestAuditId!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) latestAuditedAt!: Date | null;
  @Field(() => Int) auditCount!: number;
}

@ObjectType('AdvertiserCertificationPage')
export class AdvertiserCertificationPageView {
  @Field(() => Int) count!: number;
  @Field(() => [AdvertiserCertificationView]) items!: AdvertiserCertificationView[];
}

interface Row {
  advertiser_id: string;
  name: string | null;
  domain: string | null;
  network_name: string | null;
  memory_cookie_status: string | null;
  id: string;
  audited_at: Date | null;
  audit_count: number;
  total: number;
}

// Each column of the list; the advertiser's key breaks ties so pages are stable.
const certificationSort = sortableList('AdvertiserCertification', {
  ADVERTISER: (o) => `lower(coalesce(adv.name, adv.domain, l.advertiser_id)) ${o}, l.advertiser_id ${o}`,
  NETWORK: (o) => `l.network_name ${o}, l.advertiser_id ${o}`,
  CERTIFICATION: (o) => `l.memory_cookie_status ${o}, l.advertiser_id ${o}`,
  LATEST_AUDIT: (o) => `l.audited_at ${o}, l.advertiser_id ${o}`,
  AUDITS: (o) => `l.audit_count ${o}, l.advertiser_id ${o}`,
});
const AdvertiserCertificationSortInput = certificationSort.SortInput;
type AdvertiserCertificationSortInput = InstanceType<typeof AdvertiserCertificationSortInput>;

/**
 * Advertiser Certification (spec section 2, super admins): every advertiser audits have landed
 * on, judged on its latest finished audit across every company (certification.ts).
 */
@Resolver()
export class AdvertiserCertificationResolver {
  constructor(private readonly dataSource: DataSource) {}

  @Query(() => AdvertiserCertificationPageView)
  @Operation('reporting.advertisers.certification')
  async advertiserCertifications(
    @Args('q', { nullable: true }) q?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    @Args('sortBy', { type: () => AdvertiserCertificationSortInput, nullable: true, description: 'By advertiser unless asked' }) sortBy?: AdvertiserCertificationSortInput,
  ): Promise<AdvertiserCertificationPageView> {
    const size = Math.min(Math.max(perPage ?? 25, 1), 100);
    const offset = (Math.max(page ?? 1, 1) - 1) * size;
    const text = searchText(q);
    const search = text ? containsPattern(text) : null;
    const rows: Row[] = await this.dataSource.query(
      `WITH latest AS (
         SELECT DISTINCT ON (a.advertiser_id) a.advertiser_id, a.id, a.memory_cookie_status, a.audited_at, a.network_name,
                count(*) OVER (PARTITION BY a.advertiser_id)::int AS audit_count
           FROM reporting.audits a
          WHERE a.advertiser_id IS NOT NULL AND a.status IN ('DONE', 'FAILED')
          ORDER BY a.advertiser_id, a.audited_at DESC NULLS LAST)
       SELECT l.*, adv.name, adv.domain, count(*) OVER ()::int AS total
         FROM latest l LEFT JOIN cms.advertisers adv ON adv.id = l.advertiser_id
        WHERE $1::text IS NULL OR lower(coalesce(adv.name, '') || ' ' || coalesce(adv.domain, '')) LIKE $1
        ORDER BY ${certificationSort.orderBy(sortBy ?? { field: 'ADVERTISER', order: SortOrder.ASC })}
        LIMIT ${size} OFFSET ${offset}`,
      [search],
    );
    return {
      count: rows[0]?.total ?? 0,
      items: rows.map((row) => {
        const certification = certificationOf(row.memory_cookie_status);
        return {
          advertiserId: row.advertiser_id,
          name: row.name,
          domain: row.domain,
          networkName: row.network_name,
          certification,
          certificationText: CERTIFICATION_TEXT[certification],
          latestStatus: row.memory_cookie_status,
          latestAuditId: row.id,
          latestAuditedAt: row.audited_at,
          auditCount: row.audit_count,
        };
      }),
    };
  }
}
