import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUser, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { AdvertiserGql, AdvertiserInput, toGql } from '../advertiser.graphql';
import { AdvertiserCommands } from './advertiser-commands';

/** GraphQL input objects arrive as objects of their own; the checks read plain ones. */
const plain = (record: object): Record<string, unknown> => JSON.parse(JSON.stringify(record));

/** Advertiser edits: create, the generic {entity}UpdateById of spec section 7, soft delete and restore. */
@Resolver()
export class AdvertiserEditResolver {
  constructor(private readonly commands: AdvertiserCommands) {}

  @Mutation(() => AdvertiserGql)
  @Operation('cms.advertisers.create')
  async advertiserCreateOne(
    @Args('record', { type: () => AdvertiserInput }) record: AdvertiserInput,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    return toGql(await this.commands.create(plain(record), user, context));
  }

  @Mutation(() => AdvertiserGql)
  @Operation('cms.advertisers.update')
  async advertiserUpdateById(
    @Args('id', { type: () => ID }) id: string,
    @Args('record', { type: () => AdvertiserInput }) record: AdvertiserInput,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    return toGql(await this.commands.edit(id, plain(record), user, context));
  }

  @Mutation(() => AdvertiserGql)
  @Operation('cms.advertisers.delete')
  async advertiserSoftDeleteById(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext) {
    return toGql(await this.commands.softDelete(id, user, context));
  }

  @Mutation(() => AdvertiserGql)
  @Operation('cms.advertisers.delete')
  async advertiserRestoreById(@Args('id', { type: () => ID }) id: string, @CurrentUser() user: AuthenticatedUser, @RequestContext() context: CommandContext) {
    return toGql(await this.commands.restore(id, user, context));
  }
}
