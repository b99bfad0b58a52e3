import { Field, ObjectType } from '@nestjs/graphql';
import { PLATFORM_CONTENT_KEYS, platformContentKeys } from './platform-content-keys';

/** platformContent: one String field per key (PlatformContentValues); declared just below. */
@ObjectType('PlatformContent', {
  description: 'Platform content (spec section 3); every value is text',
})
export class PlatformContentView {}

// Declared from PLATFORM_CONTENT_KEYS so a key added there is in the schema without a second edit.
for (const key of platformContentKeys)
  Field(() => String, { description: PLATFORM_CONTENT_KEYS[key].description })(
    PlatformContentView.prototype,
    key,
  );

@ObjectType('PlatformContentEntry')
export class PlatformContentEntryView {
  @Field() key!: string;
  @Field() value!: string;
}
