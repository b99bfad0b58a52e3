import { Args, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { companyScope, CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { containsPattern, searchText, sortableList } from '@tracklight/list-query';
import { SortOrder } from '@tracklight/platform';
import { AuditQueries } from '../audits/audit-queries';

@ObjectType('LinkAssuranceResult')
export class LinkAssuranceResultView {
  @Field(() => ID) auditId!: string;
  @Field(() => ID) batchId!: string;
  @Field() link!: string;
  @Field(() => String, { nullable: true }) status!: string | null;
  @Field(() => String, { nullable: true }) statusText!: string | null;
  @Field(() => String, { nullable: true }) colour!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) auditedAt!: Date | null;
  @Field(() => String, { nullable: true }) companyId!: string | null;
}

@ObjectType('LinkAssurancePage')
export class LinkAssurancePageView {
  @Field(() => Int) count!: number;
  @Field(() => [LinkAssuranceResultView]) items!: LinkAssuranceResultView[];
}

// The list's columns, over the latest audit of each link; its id breaks ties so pages are stable.
const assuranceSort = sortableList('LinkAssurance', {
  LINK: (o) => `link ${o}, id ${o}`,
  STATUS: (o) => `memory_cookie_status ${o}, id ${o}`,
  AUDITED_AT: (o) => `audited_at ${o}, id ${o}`,
});
const LinkAssuranceSortInput = assuranceSort.SortInput;
type LinkAssuranceSortInput = InstanceType<typeof LinkAssuranceSortInput>;

/**
 * Link Assurance and Link Assurance Search (spec section 2): every link of the caller's
 * link-assurance templates with its latest verdict, searchable by link, newest first unless sorted.
 */
@Resolver()
export class LinkAssuranceResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audits: AuditQueries,
  ) {}

  @Query(() => LinkAssurancePageView)
  @Operation('reporting.assurance.read')
  async linkAssuranceResults(
    @CurrentUser() user: AuthenticatedUser,
    @Args('q', { nullable: true }) q?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('perPage', { type: () => Int, nullable: true }) perPage?: number,
    @Args('sortBy', { type: () => LinkAssuranceSortInput, nullable: true }) sortBy?: LinkAssuranceSortInput,
  ): Promise<LinkAssurancePageView> {
    const size = Math.min(Math.max(perPage ?? 25, 1), 100);
    const offset = (Math.max(page ?? 1, 1) - 1) * size;
    const companyId = companyScope(user) ?? null;
    const text = searchText(q);
    const search = text ? containsPattern(text) : null;
    // The latest finished audit of each link, from runs of templates flagged for link assurance.
    const latest = `SELECT DISTINCT ON (a.company_id, a.link) a.id, a.audited_at, a.link, a.memory_cookie_status
        FROM reporting.audits a
        JOIN reporting.assurance_runs r ON r.batch_id = a.batch_id
        JOIN reporting.assurance_templates t ON t.template_id = r.template_id AND t.use_for_link_assurance AND NOT t.deleted
       WHERE a.status IN ('DONE', 'FAILED') AND ($1::text IS NULL OR a.company_id = $1)
         AND ($2::text IS NULL OR lower(a.link) LIKE $2)
       ORDER BY a.company_id, a.link, a.audited_at DESC NULLS LAST`;
    const [{ count }] = await this.dataSource.query(`SELECT count(*)::int AS count FROM (${latest}) latest`, [companyId, search]);
    const ids: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM (${latest}) latest ORDER BY ${assuranceSort.orderBy(sortBy ?? { field: 'AUDITED_AT', order: SortOrder.DESC })} LIMIT ${size} OFFSET ${offset}`,
      [companyId, search],
    );
    if (ids.length === 0) return { count, items: [] };
    const where = this.audits.scoped(user).add((p) => `a.id = ANY(${p(ids.map((row) => row.id))})`);
    // The page's audits in full, then in the page's order.
    const position = new Map(ids.map((row, index) => [row.id, index]));
    const items = (await this.audits.list(user, where, 'a.id', size)).sort((x, y) => position.get(x.id)! - position.get(y.id)!);
    return {
      count,
      items: items.map((audit) => ({
        auditId: audit.id,
        batchId: audit.batchId,
        link: audit.link,
        status: audit.memoryCookieStatus,
        statusText: audit.displayStatus.text ?? audit.memoryCookieStatusReadable,
        colour: audit.displayStatus.colour ?? audit.memoryCookieStatusColour,
        auditedAt: audit.auditedAt,
        companyId: audit.companyId,
      })),
    };
  }
}
