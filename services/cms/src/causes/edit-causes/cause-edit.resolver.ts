import { Args, Field, ID, InputType, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Operation, RequestContext } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { CauseView } from '../cause-many/cause-many.resolver';
import { CauseCommands } from './cause-commands';

@InputType('CauseInput')
export class CauseInput {
  @Field(() => ID, { nullable: true, description: 'The reason id, chosen on create (e.g. cookie_missing)' }) id?: string;
  @Field(() => String, { nullable: true }) reason?: string;
}

/** causeById, causeCreateOne, causeUpdateById: the reasons management screen (/reasons-management). */
@Resolver()
export class CauseEditResolver {
  constructor(private readonly commands: CauseCommands) {}

  @Query(() => CauseView, { nullable: true })
  @Operation('cms.causes.list')
  causeById(@Args('id', { type: () => ID }) id: string) {
    return this.commands.byId(id);
  }

  @Mutation(() => CauseView)
  @Operation('cms.causes.create')
  causeCreateOne(@Args('record', { type: () => CauseInput }) record: CauseInput, @RequestContext() context: CommandContext) {
    return this.commands.create({ ...record }, context);
  }

  @Mutation(() => CauseView)
  @Operation('cms.causes.update')
  causeUpdateById(
    @Args('id', { type: () => ID }) id: string,
    @Args('record', { type: () => CauseInput }) record: CauseInput,
    @RequestContext() context: CommandContext,
  ) {
    const { id: _ignored, ...changes } = { ...record };
    return this.commands.update(id, changes, context);
  }
}
