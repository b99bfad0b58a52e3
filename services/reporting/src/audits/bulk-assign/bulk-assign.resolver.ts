import { Args, Field, ID, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { BulkAssignHandler } from './bulk-assign.handler';

@ObjectType('BulkAssignResult')
class BulkAssignResultView {
  /** Rows whose link now has the user (a row already assigned to them, unresolved, counts too). */
  @Field(() => Int) reassigned!: number;
}

/** assignToUser(csv, userId) (spec section 7): the dashboard's bulk reassignment (BulkAssignHandler). */
@Resolver()
export class BulkAssignResolver {
  constructor(private readonly handler: BulkAssignHandler) {}

  @Mutation(() => BulkAssignResultView)
  @Operation('reporting.audits.assign')
  async assignToUser(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('csv', { type: () => String }) csv: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<BulkAssignResultView> {
    return { reassigned: await this.handler.execute(user, csv, userId, context) };
  }
}
