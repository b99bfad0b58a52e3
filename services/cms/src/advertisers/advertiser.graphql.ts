import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { AdvertiserView } from './advertiser-queries';
import { StaffOnly } from '@tracklight/access';

// The Advertiser of spec section 3 as the CMS screens read and edit it. Inputs mirror it; their
// values are checked by advertiser-input.ts (the field spec's words), not by GraphQL alone.

@ObjectType('AdvertiserWhitelistRequest', { description: "The advertiser's latest whitelisting request (edited under /cms/whitelist)" })
export class AdvertiserWhitelistRequestGql {
  @Field(() => ID) id!: string;
  @Field({ description: 'The request was sent to the advertiser' }) whitelistSent!: boolean;
  @Field({ description: 'The advertiser confirmed it' }) whitelistConfirmed!: boolean;
  @Field({ description: "The audit browser's traffic is whitelisted now" }) whitelistActive!: boolean;
}

@ObjectType('Advertiser')
export class AdvertiserGql {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) networkId!: string | null;
  @Field(() => String, { nullable: true, description: "The network's own id for the advertiser" }) advertiserId!: string | null;
  @Field() name!: string;
  @Field() domain!: string;
  @Field(() => String, { nullable: true, description: 'javascript, s2s or other' }) primaryTrackingMethod!: string | null;
  @Field(() => String, { nullable: true }) trackingMethodNarrative!: string | null;
  @Field() javascript!: boolean;
  @Field() s2s!: boolean;
  @Field() other!: boolean;
  @Field(() => String, { nullable: true, description: "'1' ANI, '2' default, '3' wildcard, '4' name and value" })
  bespokeCookieValueType!: string | null;
  @Field(() => String, { nullable: true }) bespokeCookieName!: string | null;
  @Field(() => String, { nullable: true }) bespokeCookieValue!: string | null;
  @Field(() => String, { nullable: true }) bespokeAni!: string | null;
  @Field(() => String, { nullable: true }) bespokeMasterTag!: string | null;
  @Field(() => String, { nullable: true, description: "The provider's staff only" }) @StaffOnly() internalComment!: string | null;
  @Field(() => String, { nullable: true }) publicComment!: string | null;
  @Field() cannotAudit!: boolean;
  @Field(() => String, { nullable: true }) cannotAuditReason!: string | null;
  @Field(() => Int, { description: 'The advertiser stream’s version' }) version!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) deletedAt!: Date | null;
  @Field(() => AdvertiserWhitelistRequestGql, { nullable: true }) whitelistRequest!: AdvertiserWhitelistRequestGql | null;
}

export const toGql = (view: AdvertiserView): AdvertiserGql => view;

@ObjectType('AdvertiserPage')
export class AdvertiserPageGql {
  @Field(() => Int) count!: number;
  @Field(() => [AdvertiserGql]) items!: AdvertiserGql[];
}

@ObjectType('AdvertiserNetworkChoice', { description: 'A network whose advertisers the caller manages' })
export class AdvertiserNetworkChoiceGql {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

/** Every field optional: a create's required fields are checked by advertiser-input.ts, in words. */
@InputType('AdvertiserInput')
export class AdvertiserInput {
  @Field(() => ID, { nullable: true }) networkId?: string | null;
  @Field(() => String, { nullable: true }) advertiserId?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) domain?: string | null;
  @Field(() => String, { nullable: true }) primaryTrackingMethod?: string | null;
  @Field(() => String, { nullable: true }) trackingMethodNarrative?: string | null;
  @Field(() => Boolean, { nullable: true }) javascript?: boolean | null;
  @Field(() => Boolean, { nullable: true }) s2s?: boolean | null;
  @Field(() => Boolean, { nullable: true }) other?: boolean | null;
  @Field(() => String, { nullable: true }) bespokeCookieValueType?: string | null;
  @Field(() => String, { nullable: true }) bespokeCookieName?: string | null;
  @Field(() => String, { nullable: true }) bespokeCookieValue?: string | null;
  @Field(() => String, { nullable: true }) bespokeAni?: string | null;
  @Field(() => String, { nullable: true }) bespokeMasterTag?: string | null;
  @Field(() => String, { nullable: true }) internalComment?: string | null;
  @Field(() => String, { nullable: true }) publicComment?: string | null;
  @Field(() => Boolean, { nullable: true }) cannotAudit?: boolean | null;
  @Field(() => String, { nullable: true }) cannotAuditReason?: string | null;
}

@InputType('AdvertiserFilter')
export class AdvertiserFilter {
  @Field(() => String, { nullable: true, description: 'Text in the name, domain or network advertiser id' }) q?: string | null;
  @Field(() => ID, { nullable: true }) networkId?: string | null;
  @Field(() => Boolean, { nullable: true }) cannotAudit?: boolean | null;
  @Field(() => String, { nullable: true }) primaryTrackingMethod?: string | null;
  @Field(() => String, { nullable: true }) bespokeCookieValueType?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Deleted advertisers too' }) showDeleted?: boolean | null;
  @Field(() => [ID], { nullable: true }) ids?: string[] | null;
}
