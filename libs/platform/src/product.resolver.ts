import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from './tokens';

@ObjectType({ description: 'The product as configured: its brand is a setting (PRODUCT_NAME).' })
export class Product {
  @Field()
  name!: string;
}

@Resolver(() => Product)
export class ProductResolver {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  /** Public: the login page shows the brand before anyone is signed in. */
  @Query(() => Product)
  product(): Product {
    return { name: this.settings.PRODUCT_NAME };
  }
}
