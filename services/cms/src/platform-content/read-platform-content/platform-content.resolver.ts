import { Args, Query, Resolver } from '@nestjs/graphql';
import { badRequest, CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import { PlatformContentReader } from '../platform-content-reader';
import {
  isPlatformContentKey,
  unknownPlatformContentKey,
  type PlatformContentValues,
} from '../platform-content-keys';
import { PlatformContentEntryView, PlatformContentView } from '../platform-content.views';
import { accessControlShownTo } from './access-control-shown-to';

/** platformContent and platformContentByKey (spec section 7): what the UI shows from the CMS. */
@Resolver()
export class PlatformContentResolver {
  constructor(private readonly content: PlatformContentReader) {}

  @Query(() => PlatformContentView)
  @Operation('cms.platformContent.read')
  async platformContent(@CurrentUser() user: AuthenticatedUser): Promise<PlatformContentValues> {
    const values = await this.content.values();
    return { ...values, accessControl: accessControlShownTo(user, values.accessControl) };
  }

  @Query(() => PlatformContentEntryView)
  @Operation('cms.platformContent.read')
  async platformContentByKey(
    @Args('key') key: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PlatformContentEntryView> {
    if (!isPlatformContentKey(key)) throw badRequest(unknownPlatformContentKey(key));
    const values = await this.platformContent(user);
    return { key, value: values[key] };
  }
}
