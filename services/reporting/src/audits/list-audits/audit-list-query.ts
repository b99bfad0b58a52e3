import { Field, GraphQLISODateTime, InputType } from '@nestjs/graphql';
import type { AuthenticatedUser } from '@tracklight/access';
import { SortOrder } from '@tracklight/platform';
import { containsPattern, searchText, sortableList, type Where } from '@tracklight/list-query';

@InputType('AuditDateRange')
export class AuditDateRangeInput {
  @Field(() => GraphQLISODateTime, { nullable: true }) gte?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) lte?: Date;
}

/** The filters every audit list offers (Audit Search, a batch's audits). */
@InputType('AuditManyFilter')
export class AuditListFilterInput {
  @Field(() => String, { nullable: true, description: 'REQUESTED, RUNNING, DONE or FAILED' })
  status?: string;
  @Field(() => AuditDateRangeInput, { nullable: true }) auditedAt?: AuditDateRangeInput;
  @Field(() => String, { nullable: true, description: 'Super admins: any company' })
  companyId?: string;
  @Field(() => String, { nullable: true, description: 'IMMEDIATE, NO_MEMORY_COOKIE, ...' })
  memoryCookieStatus?: string;
  @Field(() => String, { nullable: true, description: "A network's id; 'none' for audits with no recognised network" })
  networkId?: string;
  @Field(() => String, { nullable: true, description: "An advertiser's id; 'none' for audits with no recognised advertiser" })
  advertiserId?: string;
  @Field(() => String, { nullable: true }) batchId?: string;
  @Field(() => String, { nullable: true, description: "A user's id: the audits assigned to them; 'none': unassigned" })
  assignedToId?: string;
  @Field(() => String, { nullable: true, description: 'Text anywhere in the link, advertiser, network or batch name' })
  q?: string;
  @Field(() => String, { nullable: true, description: "The country the audit visited from (two letters, e.g. 'gb')" })
  countryCode?: string;
  @Field(() => Boolean, { nullable: true, description: 'true: only audits with a Lite (second opinion) result; false: only those without' })
  hasLiteResult?: boolean;
}

/**
 * What the free-text search reads, one expression so the trigram index
 * (migration ReportingAuditListTools1764600100000, decision 0033) serves it: the expression in
 * the query must be the indexed one, character for character.
 */
export const SEARCH_TEXT = `lower(a.link || ' ' || coalesce(a.network_name, '') || ' ' || coalesce(a.final_domain, '') || ' ' || coalesce(a.batch_name, ''))`;

/** Adds the list filters to a WHERE already scoped to the caller's company. */
export function filterAudits(where: Where, filter: AuditListFilterInput | undefined, user: AuthenticatedUser): Where {
  if (!filter) return where;
  const equals = (column: string, value: string | undefined) => {
    if (value === 'none') where.add(() => `${column} IS NULL`);
    else if (value) where.add((p) => `${column} = ${p(value)}`);
  };
  if (filter.status) where.add((p) => `a.status = ${p(filter.status)}`);
  if (filter.memoryCookieStatus) where.add((p) => `a.memory_cookie_status = ${p(filter.memoryCookieStatus)}`);
  equals('a.network_id', filter.networkId);
  equals('a.advertiser_id', filter.advertiserId);
  equals('a.assigned_to_id', filter.assignedToId === 'me' ? user.id : filter.assignedToId);
  if (filter.batchId) where.add((p) => `a.batch_id = ${p(filter.batchId)}`);
  if (filter.countryCode) where.add((p) => `a.country_code = ${p(filter.countryCode!.trim().toLowerCase())}`);
  if (filter.hasLiteResult !== undefined && filter.hasLiteResult !== null) {
    where.add(() => `a.lite_result IS ${filter.hasLiteResult ? 'NOT ' : ''}NULL`);
  }
  const range = filter.auditedAt;
  if (range?.gte) where.add((p) => `a.audited_at >= ${p(range.gte)}`);
  if (range?.lte) where.add((p) => `a.audited_at <= ${p(range.lte)}`);
  const text = searchText(filter.q);
  if (text) {
    // The advertiser's name lives in the CMS's table (few rows), so it is matched there and
    // joined back by the advertiser index; the rest through the trigram index.
    where.add((p) => {
      const like = p(containsPattern(text));
      return `(${SEARCH_TEXT} LIKE ${like}
        OR a.advertiser_id IN (SELECT adv_q.id FROM cms.advertisers adv_q WHERE lower(adv_q.name) LIKE ${like}))`;
    });
  }
  return where;
}

// Ascending puts empty values last, descending first: Postgres's own order, so one btree index
// per column serves both directions (read backwards). Audited-at keeps its index's order
// (DESC NULLS LAST): unfinished audits last either way. The id breaks ties, so pages are stable.
const auditSort = sortableList('Audit', {
  LINK: (o) => `a.link ${o}, a.id ${o}`,
  ADVERTISER: (o) => `lower(coalesce(adv.name, a.final_domain)) ${o}, a.id ${o}`,
  NETWORK: (o) => `a.network_name ${o}, a.id ${o}`,
  STATUS: (o) => `a.status ${o}, a.id ${o}`,
  MEMORY_COOKIE_STATUS: (o) => `a.memory_cookie_status ${o}, a.id ${o}`,
  AUDITED_AT: (o) => (o === SortOrder.DESC ? 'a.audited_at DESC NULLS LAST, a.id' : 'a.audited_at ASC NULLS FIRST, a.id DESC'),
  BATCH_NAME: (o) => `a.batch_name ${o}, a.id ${o}`,
});

/** The columns an audit list sorts by, in GraphQL's AuditSort input. */
export const AuditSortField = auditSort.fields;
export type AuditSortField = keyof typeof AuditSortField;
export const AuditSortInput = auditSort.SortInput;
export type AuditSortInput = InstanceType<typeof AuditSortInput>;

/** The ORDER BY of a list sorted by one column. */
export const auditOrder = (sort: AuditSortInput): string => auditSort.orderBy(sort);
