import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Operation, RequestContext } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { PlatformContentEntryView } from '../platform-content.views';
import { UpdatePlatformContentHandler } from './update-platform-content.handler';

@Resolver()
export class PlatformContentUpdateResolver {
  constructor(private readonly update: UpdatePlatformContentHandler) {}

  /** Answers once the read model shows the new value, so reads that follow use it. */
  @Mutation(() => PlatformContentEntryView)
  @Operation('cms.platformContent.update')
  platformContentUpdate(
    @Args('key') key: string,
    @Args('value') value: string,
    @RequestContext() context: CommandContext,
  ): Promise<PlatformContentEntryView> {
    return this.update.execute(key, value, context);
  }
}
