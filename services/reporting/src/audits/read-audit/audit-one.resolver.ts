import { Args, Field, ID, InputType, Query, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { AuditGqlView } from '../audit.views';

@InputType('AuditOneFilter')
export class AuditOneFilterInput {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true }) oldMongoId?: string;
}

@Resolver()
export class AuditOneResolver {
  constructor(private readonly audits: AuditQueries) {}

  /** Null when there is no such audit or it belongs to another company. */
  @Query(() => AuditGqlView, { nullable: true })
  @Operation('reporting.audits.read')
  async auditOne(
    @CurrentUser() user: AuthenticatedUser,
    @Args('filter', { type: () => AuditOneFilterInput }) filter: AuditOneFilterInput,
  ): Promise<AuditGqlView | null> {
    return (await this.audits.one(user, filter))?.audit ?? null;
  }
}
