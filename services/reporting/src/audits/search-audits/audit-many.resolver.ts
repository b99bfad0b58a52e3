import {
  Args,
  Field,
  GraphQLISODateTime,
  InputType,
  Int,
  Query,
  Resolver,
  registerEnumType,
} from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { AuditPaginationView } from '../audit.views';

export enum AuditManySort {
  AUDITEDAT_DESC = 'AUDITEDAT_DESC',
  AUDITEDAT_ASC = 'AUDITEDAT_ASC',
}
registerEnumType(AuditManySort, { name: 'AuditManySort' });

@InputType('AuditDateRange')
export class AuditDateRangeInput {
  @Field(() => GraphQLISODateTime, { nullable: true }) gte?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) lte?: Date;
}

@InputType('AuditManyFilter')
export class AuditManyFilterInput {
  @Field(() => String, { nullable: true, description: 'REQUESTED, RUNNING, DONE or FAILED' })
  status?: string;
  @Field(() => AuditDateRangeInput, { nullable: true }) auditedAt?: AuditDateRangeInput;
  @Field(() => String, { nullable: true, description: 'Super admins: any company' })
  companyId?: string;
  @Field(() => String, { nullable: true, description: 'IMMEDIATE, NO_MEMORY_COOKIE, ...' })
  memoryCookieStatus?: string;
  @Field(() => String, { nullable: true, description: "A network's id; 'none' for audits with no recognised network" })
  networkId?: string;
}

/** Audit Search: every audit the caller may see, newest first. */
@Resolver()
export class AuditManyResolver {
  constructor(private readonly audits: AuditQueries) {}

  @Query(() => AuditPaginationView)
  @Operation('reporting.audits.list')
  auditMany(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => AuditManyFilterInput, nullable: true })
    filter?: AuditManyFilterInput,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('perPage', { type: () => Int, defaultValue: 10 }) perPage = 10,
    @Args('sort', { type: () => AuditManySort, defaultValue: AuditManySort.AUDITEDAT_DESC })
    sort: AuditManySort = AuditManySort.AUDITEDAT_DESC,
  ): Promise<AuditPaginationView> {
    const where = this.audits.scoped(user, filter?.companyId);
    if (filter?.status) where.add((p) => `a.status = ${p(filter.status)}`);
    if (filter?.memoryCookieStatus) where.add((p) => `a.memory_cookie_status = ${p(filter.memoryCookieStatus)}`);
    if (filter?.networkId === 'none') where.add(() => 'a.network_id IS NULL');
    else if (filter?.networkId) where.add((p) => `a.network_id = ${p(filter.networkId)}`);
    const range = filter?.auditedAt;
    if (range?.gte) where.add((p) => `a.audited_at >= ${p(range.gte)}`);
    if (range?.lte) where.add((p) => `a.audited_at <= ${p(range.lte)}`);
    const order =
      sort === AuditManySort.AUDITEDAT_ASC
        ? 'a.audited_at ASC NULLS LAST, a.id'
        : 'a.audited_at DESC NULLS LAST, a.id';
    return this.audits.page(user, where, order, { page, perPage });
  }
}
