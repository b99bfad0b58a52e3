import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Operation, RequestContext } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { NetworkGql, NetworkInput, toGql } from '../network.graphql';
import { criteriaFromJson } from './network-input';
import { NetworkCommands } from './network-commands';

/** GraphQL input objects arrive as objects of their own; the checks read plain ones. */
const plain = (record: object): Record<string, unknown> => JSON.parse(JSON.stringify(record));

/**
 * Network edits (super admin): create, the generic {entity}UpdateById of spec section 7, the
 * success criteria, soft delete and restore. Each answers the network as stored.
 */
@Resolver()
export class NetworkEditResolver {
  constructor(private readonly commands: NetworkCommands) {}

  @Mutation(() => NetworkGql)
  @Operation('cms.networks.create')
  async networkCreateOne(@Args('record', { type: () => NetworkInput }) record: NetworkInput, @RequestContext() context: CommandContext) {
    return toGql(await this.commands.create(plain(record), context));
  }

  @Mutation(() => NetworkGql)
  @Operation('cms.networks.update')
  async networkUpdateById(
    @Args('id', { type: () => ID }) id: string,
    @Args('record', { type: () => NetworkInput }) record: NetworkInput,
    @RequestContext() context: CommandContext,
  ) {
    const { id: _ignored, ...changes } = plain(record);
    return toGql(await this.commands.edit(id, { record: changes }, context));
  }

  @Mutation(() => NetworkGql, {
    description: 'Sets the success criteria (JSON, stage by stage); null puts them back to those the definition implies',
  })
  @Operation('cms.networks.update')
  async networkSuccessCriteriaUpdateById(
    @Args('id', { type: () => ID }) id: string,
    @Args('successCriteria', { type: () => String, nullable: true }) successCriteria: string | null,
    @RequestContext() context: CommandContext,
  ) {
    return toGql(await this.commands.edit(id, { successCriteria: criteriaFromJson(successCriteria ?? null) }, context));
  }

  @Mutation(() => NetworkGql)
  @Operation('cms.networks.delete')
  async networkSoftDeleteById(@Args('id', { type: () => ID }) id: string, @RequestContext() context: CommandContext) {
    return toGql(await this.commands.softDelete(id, context));
  }

  @Mutation(() => NetworkGql)
  @Operation('cms.networks.delete')
  async networkRestoreById(@Args('id', { type: () => ID }) id: string, @RequestContext() context: CommandContext) {
    return toGql(await this.commands.restore(id, context));
  }
}
