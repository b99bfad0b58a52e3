import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

/** Spec section 3's Batch link fields, shared by the BatchLink output and the link inputs. */
@InputType({ isAbstract: true })
@ObjectType({ isAbstract: true })
export class BatchLinkFields {
  @Field(() => String, { nullable: true }) link?: string | null;
  @Field(() => Int, { nullable: true }) order?: number | null;
  @Field(() => String, { nullable: true }) userDefinedNetwork?: string | null;
  @Field(() => String, { nullable: true }) userDefinedMerchant?: string | null;
  @Field(() => String, { nullable: true }) placement?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) tagA?: string | null;
  @Field(() => String, { nullable: true }) tagB?: string | null;
  @Field(() => String, { nullable: true }) tagC?: string | null;
  @Field(() => String, { nullable: true }) tagD?: string | null;
  @Field(() => String, { nullable: true }) tagE?: string | null;
  @Field(() => String, { nullable: true }) countryCode?: string | null;
  @Field(() => Boolean, { nullable: true }) proxyYN?: boolean | null;
  @Field(() => String, { nullable: true }) proxyCountryCode?: string | null;
  @Field(() => String, { nullable: true }) cookieType?: string | null;
  @Field(() => String, { nullable: true }) cookieName?: string | null;
  @Field(() => String, { nullable: true }) cookieValue?: string | null;
  @Field(() => String, { nullable: true }) customAni?: string | null;
  @Field(() => String, { nullable: true }) referrer?: string | null;
  @Field(() => String, { nullable: true }) customMasterTag?: string | null;
  @Field(() => Int, { nullable: true }) extraTimeout?: number | null;
  @Field(() => String, { nullable: true }) postAlpURL?: string | null;
  @Field(() => Boolean, { nullable: true }) skipConsent?: boolean | null;
  @Field(() => String, { nullable: true }) puppeteerFlags?: string | null;
}

@ObjectType('BatchLink')
export class BatchLinkType extends BatchLinkFields {
  @Field(() => ID) id!: string;
  @Field(() => ID) batchId!: string;
  @Field(() => ID, { nullable: true }) auditId!: string | null;
  @Field(() => String, { nullable: true }) auditStatus!: string | null;
}

/** A link of batchCreateOne's record. */
@InputType('BatchLinkInput')
export class BatchLinkInput extends BatchLinkFields {}

/** A record of batchLinkUpsertMany: no id adds a link to the template `batchId`. */
@InputType('BatchLinkUpsertRecord')
export class BatchLinkUpsertInput extends BatchLinkFields {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => ID) batchId!: string;
}
