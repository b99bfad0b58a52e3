import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type { StorageKind } from '@tracklight/networks';
import type { NetworkView } from './network-queries';
import { StaffOnly } from '@tracklight/access';

// The Network type of spec section 7 (networkMany: successCriteria as JSON text) with what the CMS
// screens edit besides: the definition the engine uses, whether the criteria were edited, the
// version. Inputs mirror it; their values are checked by network-input.ts, not by GraphQL alone.

@ObjectType('MemoryCookieRule', { description: 'One way the network remembers the click on the advertiser’s site' })
export class MemoryCookieRuleGql {
  @Field(() => String, { description: 'cookie, localStorage or sessionStorage' }) storage!: StorageKind;
  @Field({ description: 'Regular expression for the name; {advertiserId} stands for the advertiser id' }) namePattern!: string;
  @Field({ description: 'The stored value must contain the click id (ANI)' }) mustContainAni!: boolean;
}

@ObjectType('UrlPattern', { description: 'A URL on a host (glob, * for any run of characters) whose path matches a regular expression' })
export class UrlPatternGql {
  @Field() host!: string;
  @Field() path!: string;
}

@ObjectType('ClosedProgrammeMarkers')
export class ClosedProgrammeMarkersGql {
  @Field(() => [UrlPatternGql]) urlPatterns!: UrlPatternGql[];
  @Field(() => [String], { description: 'Regular expressions (case-insensitive) for the page’s title or text' }) textPatterns!: string[];
}

@ObjectType('Network')
export class NetworkGql {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) moonpullId!: string | null;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field() isActive!: boolean;
  @Field({ description: 'Per stage (niu ... alp-post-consent-refresh) checks with error ids, as JSON' })
  successCriteria!: string;
  @Field({ description: 'True when staff set the success criteria; false while they follow the definition' })
  successCriteriaEdited!: boolean;
  @Field(() => [String]) aliases!: string[];
  @Field(() => ID, { nullable: true }) aliasNetworkId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The company owning the network' }) ownerId!: string | null;
  @Field(() => String, { nullable: true }) clientComment!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff only: null for everyone else' }) @StaffOnly() moonpullComment!: string | null;
  @Field(() => [String]) clickHostPatterns!: string[];
  @Field(() => [String]) aniParams!: string[];
  @Field(() => [String]) advertiserIdParams!: string[];
  @Field(() => [MemoryCookieRuleGql]) memoryCookie!: MemoryCookieRuleGql[];
  @Field(() => [UrlPatternGql]) trackingScriptPatterns!: UrlPatternGql[];
  @Field(() => ClosedProgrammeMarkersGql) closedProgrammeMarkers!: ClosedProgrammeMarkersGql;
  @Field(() => Int, { description: 'Version of the network (its stream version); audits record the version that judged them' })
  version!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) deletedAt!: Date | null;
}

export const toGql = (view: NetworkView): NetworkGql => ({ ...view, successCriteria: JSON.stringify(view.successCriteria) });

@ObjectType('NetworkPage')
export class NetworkPageGql {
  @Field(() => Int) count!: number;
  @Field(() => [NetworkGql]) items!: NetworkGql[];
}

@InputType('MemoryCookieRuleInput')
export class MemoryCookieRuleInput {
  @Field() storage!: string;
  @Field() namePattern!: string;
  @Field() mustContainAni!: boolean;
}

@InputType('UrlPatternInput')
export class UrlPatternInput {
  @Field() host!: string;
  @Field() path!: string;
}

@InputType('ClosedProgrammeMarkersInput')
export class ClosedProgrammeMarkersInput {
  @Field(() => [UrlPatternInput]) urlPatterns!: UrlPatternInput[];
  @Field(() => [String]) textPatterns!: string[];
}

/** Every field optional: a create's required fields are checked by network-input.ts, in words. */
@InputType('NetworkInput')
export class NetworkInput {
  @Field(() => ID, { nullable: true, description: 'Network id (create only): lower-case letters, digits and dashes' }) id?: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => [String], { nullable: true }) aliases?: string[] | null;
  @Field(() => ID, { nullable: true }) aliasNetworkId?: string | null;
  @Field(() => ID, { nullable: true }) ownerId?: string | null;
  @Field(() => String, { nullable: true }) clientComment?: string | null;
  @Field(() => String, { nullable: true }) moonpullComment?: string | null;
  @Field(() => [String], { nullable: true }) clickHostPatterns?: string[];
  @Field(() => [String], { nullable: true }) aniParams?: string[];
  @Field(() => [String], { nullable: true }) advertiserIdParams?: string[];
  @Field(() => [MemoryCookieRuleInput], { nullable: true }) memoryCookie?: MemoryCookieRuleInput[];
  @Field(() => [UrlPatternInput], { nullable: true }) trackingScriptPatterns?: UrlPatternInput[];
  @Field(() => ClosedProgrammeMarkersInput, { nullable: true }) closedProgrammeMarkers?: ClosedProgrammeMarkersInput;
}

@InputType('NetworkFilter')
export class NetworkFilter {
  @Field(() => String, { nullable: true, description: 'Text anywhere in the id, name, aliases, website or description' }) q?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Deleted networks too' }) showDeleted?: boolean | null;
  @Field(() => [ID], { nullable: true }) ids?: string[] | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
  @Field(() => ID, { nullable: true }) ownerId?: string | null;
  @Field(() => ID, { nullable: true }) aliasNetworkId?: string | null;
}
