import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';

@ObjectType('AuditFilterChoice')
export class AuditFilterChoiceView {
  @Field() id!: string;
  @Field() name!: string;
}

@ObjectType('AuditFilterChoices')
export class AuditFilterChoicesView {
  @Field(() => [AuditFilterChoiceView]) networks!: AuditFilterChoiceView[];
  @Field(() => [AuditFilterChoiceView]) advertisers!: AuditFilterChoiceView[];
  @Field(() => [AuditFilterChoiceView], { description: 'The most recent batches first' }) batches!: AuditFilterChoiceView[];
  @Field(() => [AuditFilterChoiceView]) assignees!: AuditFilterChoiceView[];
}

/** Each choice list is cut at this many entries: a select longer than that is no help. */
export const MAX_CHOICES = 300;

/**
 * The values the audit lists' choice filters offer, taken from the audits the caller may see, so
 * a publisher chooses among its own networks, advertisers, batches and colleagues, and never
 * learns another company's.
 */
@Resolver()
export class AuditFilterChoicesResolver {
  constructor(
    private readonly audits: AuditQueries,
    private readonly dataSource: DataSource,
  ) {}

  @Query(() => AuditFilterChoicesView)
  @Operation('reporting.audits.list')
  async auditFilterChoices(@CurrentUser() user: AuthenticatedUser): Promise<AuditFilterChoicesView> {
    // One choice per distinct id in `column`, named by `name`, in `order`.
    const choices = (column: string, name: string, order: string, joins = '') => {
      const where = this.audits.scoped(user).add(() => `${column} IS NOT NULL`);
      return this.dataSource.query(
        `SELECT ${column} AS id, ${name} AS name FROM reporting.audits a ${joins} ${where.sql()}
          GROUP BY ${column} ORDER BY ${order} LIMIT ${MAX_CHOICES}`,
        where.params,
      ) as Promise<AuditFilterChoiceView[]>;
    };
    const advertiserName = 'coalesce(max(adv.name), max(a.final_domain), a.advertiser_id)';
    const [networks, advertisers, batches, assignees] = await Promise.all([
      choices('a.network_id', 'coalesce(max(a.network_name), a.network_id)', 'name'),
      choices('a.advertiser_id', advertiserName, `lower(${advertiserName})`, 'LEFT JOIN cms.advertisers adv ON adv.id = a.advertiser_id'),
      choices('a.batch_id', 'coalesce(max(a.batch_name), a.batch_id)', 'max(a.requested_at) DESC'),
      choices('a.assigned_to_id', 'coalesce(max(a.assigned_to_name), max(a.assigned_to_email), a.assigned_to_id)', 'name'),
    ]);
    return { networks, advertisers, batches, assignees };
  }
}
