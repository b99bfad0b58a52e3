import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Restricted, StaffOnly } from '@tracklight/access';

// The spec's Audit entity (section 3) as GraphQL types. Type names carry an Audit prefix where a
// bare name (Batch, Advertiser) belongs to another service's schema.

@ObjectType('AuditBatchRef', { description: 'The batch the audit belongs to (details: batchById)' })
export class AuditBatchRefView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true, description: "The batch's current name" }) name!: string | null;
}

@ObjectType('AuditScreenshot')
export class AuditScreenshotView {
  @Field(() => ID) id!: string;
  @Field() screenshotUrl!: string;
  @Field() stage!: string;
}

@ObjectType('AuditMoonpullError')
export class MoonpullErrorGqlView {
  @Field() moonpullErrorId!: string;
  @Field(() => String, { nullable: true, description: 'What the error means (the CMS error catalogue, /error-management)' })
  description!: string | null;
  @Field({ description: 'Left out of downloaded reports (the CMS error setting)' }) hideFromDownload!: boolean;
}

@ObjectType('AuditComparison')
export class AuditComparisonView {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) auditedAt!: Date | null;
  @Field(() => String, { nullable: true }) memoryCookieStatus!: string | null;
  @Field(() => Boolean, { nullable: true }) isChangedFromComparison!: boolean | null;
}

@ObjectType('AuditProxyDetails')
export class AuditProxyDetailsView {
  @Field(() => Boolean, { nullable: true }) isResidential!: boolean | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) moonpullLabel!: string | null;
}

@ObjectType('AuditBatchLink')
export class AuditBatchLinkView {
  @Field(() => String, { nullable: true }) postAlpURL!: string | null;
  @Field(() => Boolean, { nullable: true }) skipConsent!: boolean | null;
  @Field(() => String, { nullable: true, description: 'Super admins only' }) @StaffOnly() puppeteerFlags!:
    string | null;
}

@ObjectType('AuditNetwork')
export class AuditNetworkView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The version of the network definition (its CMS stream) that judged the audit; null before versions were recorded',
  })
  version!: number | null;
}

@ObjectType('AuditWhitelistRequest')
export class AuditWhitelistRequestView {
  @Field(() => ID, { nullable: true }) id!: string | null;
  @Field(() => Boolean, { nullable: true }) whitelistActive!: boolean | null;
  @Field(() => Boolean, { nullable: true }) whitelistSent!: boolean | null;
}

@ObjectType('AuditAdvertiser')
export class AuditAdvertiserView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) domain!: string | null;
  @Field(() => Boolean, { nullable: true }) cannotAudit!: boolean | null;
  @Field(() => String, { nullable: true }) cannotAuditReason!: string | null;
  @Field(() => String, { nullable: true }) publicComment!: string | null;
  @Field(() => AuditWhitelistRequestView, { nullable: true })
  whitelistRequest!: AuditWhitelistRequestView | null;
}

@ObjectType('AuditDetectedCmp')
export class AuditDetectedCmpView {
  @Field(() => String, { nullable: true }) name!: string | null;
}

@ObjectType('AuditBadge', { description: 'A badge of the strip, already filtered for the viewer' })
export class AuditBadgeView {
  @Field() key!: string;
  @Field() label!: string;
  @Field(() => String, { nullable: true }) colour!: string | null;
  @Field() superAdminOnly!: boolean;
  @Field(() => String, { nullable: true }) detail!: string | null;
}

@ObjectType('AuditDisplayStatus', {
  description:
    "The status cell: kind 'badge' (text, colour, icon) or 'tracking-matrix' (older than 3 months)",
})
export class AuditDisplayStatusView {
  @Field() kind!: string;
  @Field(() => String, { nullable: true }) text!: string | null;
  @Field(() => String, { nullable: true }) colour!: string | null;
  @Field(() => String, { nullable: true }) icon!: string | null;
}

@ObjectType('AuditMemoryCookieComparison')
export class AuditMemoryCookieComparisonView {
  @Field({ description: "'Same', 'Different' or 'No previous running'" }) previous!: string;
  @Field({ description: "'Same', 'Different' or 'No next running'" }) next!: string;
}

@ObjectType('EnhancedMemoryCookieStatus')
export class EnhancedMemoryCookieStatusGqlView {
  @Field(() => ID) id!: string;
  @Field() source!: string;
  @Field(() => String, { nullable: true }) sourceVerbiage!: string | null;
  @Field() status!: string;
  @Field(() => String, { nullable: true }) statusReadable!: string | null;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) updatedAt!: Date | null;
}

@ObjectType('InjectedResultTemplate')
export class InjectedResultTemplateView {
  @Field() readableStatus!: string;
  @Field(() => String, { nullable: true }) readablePublisherType!: string | null;
}

@ObjectType('InjectedResult')
export class InjectedResultGqlView {
  @Field(() => InjectedResultTemplateView) template!: InjectedResultTemplateView;
  @Field(() => GraphQLISODateTime, { nullable: true }) createdAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) updatedAt!: Date | null;
}

@ObjectType('SiteAppAssociations')
export class SiteAppAssociationsGqlView {
  @Field(() => String, { nullable: true }) appleAppSiteAssociation!: string | null;
  @Field(() => String, { nullable: true }) androidAppSiteAssociation!: string | null;
}

@ObjectType('LiteResultError')
export class LiteResultErrorView {
  @Field() message!: string;
  @Field(() => String, { nullable: true }) stack!: string | null;
}

@ObjectType('LiteResult', { description: 'The Lite second opinion: the same link in a browser that looks different' })
export class LiteResultGqlView {
  @Field(() => LiteResultErrorView, { nullable: true }) error!: LiteResultErrorView | null;
  @Field(() => String, { nullable: true, description: 'The consent manager Lite was shown; null: none' }) cmp!: string | null;
  @Field({ description: 'LOCAL_PROCESSING or WEB_UNLOCKER' }) source!: string;
  @Field(() => String, { nullable: true }) sourceVerbiage!: string | null;
  @Field({ description: "Why Lite ran: 'requested', 'manual-review' or 'blocked'" }) trigger!: string;
  @Field(() => String, { nullable: true }) memoryCookieStatus!: string | null;
  @Field(() => String, { nullable: true }) memoryCookieStatusReadable!: string | null;
  @Field(() => [AuditScreenshotView], { description: 'Post-ALP and post-consent' }) screenshots!: AuditScreenshotView[];
  @Field(() => GraphQLISODateTime) finishedAt!: Date;
}

@ObjectType('AuditAssessmentStatus')
export class AuditAssessmentStatusView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) narrative!: string | null;
  @Field(() => String, { nullable: true }) statusType!: string | null;
}

@ObjectType('AuditAssignee')
export class AuditAssigneeView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

/** One audit, with the spec's field names, plus the presentation computed for the viewer. */
@ObjectType('Audit')
export class AuditGqlView {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) oldMongoId!: string | null;
  @Field(() => ID) batchId!: string;
  @Field(() => AuditBatchRefView) batch!: AuditBatchRefView;
  @Field(() => ID, { nullable: true }) companyId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The user who ran it' }) requestedBy!:
    string | null;
  @Field({ description: 'REQUESTED, RUNNING, DONE or FAILED' }) status!: string;
  @Field({ description: 'Y when DONE, else N' }) finished!: string;
  @Field() queue!: string;
  @Field() link!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) proxy!: string | null;
  @Field(() => String, { nullable: true }) placement!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true }) userDefinedNetwork!: string | null;
  @Field(() => String, { nullable: true }) userDefinedMerchant!: string | null;
  @Field() countryCode!: string;
  @Field(() => String, { nullable: true }) detectedCmpId!: string | null;
  @Field(() => AuditDetectedCmpView, { nullable: true }) detectedCmp!: AuditDetectedCmpView | null;
  @Field(() => String, { nullable: true }) cmpVendor!: string | null;
  @Field(() => String, { nullable: true }) failReason!: string | null;
  @Field(() => String, { nullable: true }) otherReason!: string | null;
  @Field(() => Int, { nullable: true, description: 'ms' }) auditTime!: number | null;
  @Field(() => GraphQLISODateTime) requestedAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) startedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) auditedAt!: Date | null;
  @Field(() => AuditNetworkView, { nullable: true }) network!: AuditNetworkView | null;
  @Field(() => AuditAdvertiserView, { nullable: true }) advertiser!: AuditAdvertiserView | null;
  @Field(() => String, { nullable: true }) advertiserSnapshot!: string | null;
  @Field(() => String, { nullable: true }) inferredNetworkVariables!: string | null;
  @Field(() => [MoonpullErrorGqlView]) moonpullErrors!: MoonpullErrorGqlView[];
  @Field(() => Boolean, { nullable: true }) cookiesWereAccepted!: boolean | null;
  @Field(() => Float, { nullable: true }) handoverImpact!: number | null;
  @Field(() => Float, { nullable: true }) handoverImpactPostConsent!: number | null;
  @Field(() => Float, { nullable: true }) handoverImpactPostConsentRefresh!: number | null;
  @Field({
    description:
      'Colour of handoverImpact by the platform content thresholds (spec section 4): danger, warning, primary or secondary',
  })
  handoverImpactColour!: string;
  @Field({ description: 'Colour of handoverImpactPostConsent, as handoverImpactColour' })
  handoverImpactPostConsentColour!: string;
  @Field({ description: 'Colour of handoverImpactPostConsentRefresh, as handoverImpactColour' })
  handoverImpactPostConsentRefreshColour!: string;
  @Field(() => Boolean, { nullable: true }) hasPostConsentJourney!: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasPostConsentRefreshJourney!: boolean | null;
  @Field(() => Boolean, { nullable: true }) closedMerchant!: boolean | null;
  @Field(() => Boolean, { nullable: true }) outdated!: boolean | null;
  @Field(() => Boolean, { nullable: true }) inferredS2S!: boolean | null;
  @Field(() => String, { nullable: true }) finalDomain!: string | null;
  @Field(() => String, { nullable: true }) csvOverrideCookieType!: string | null;
  @Field(() => String, { nullable: true }) csvOverrideCookieName!: string | null;
  @Field(() => String, { nullable: true }) csvOverrideCookieValue!: string | null;
  @Field(() => String, { nullable: true }) csvOverrideAni!: string | null;
  @Field(() => String, { nullable: true, description: 'Super admins only' })
  @StaffOnly()
  csvOverrideMasterTag!: string | null;
  @Field(() => Boolean, { nullable: true }) aniTruncated!: boolean | null;
  @Field(() => Boolean, { nullable: true }) interstitialNavigated!: boolean | null;
  @Field(() => Boolean, { nullable: true }) noAccess!: boolean | null;
  @Field(() => AuditProxyDetailsView, { nullable: true })
  proxyDetails!: AuditProxyDetailsView | null;
  @Field(() => String, { nullable: true, description: 'Super admins only' }) @StaffOnly() webUnlockerRequestId!: string | null;
  @Field(() => LiteResultGqlView, { nullable: true }) liteResult!: LiteResultGqlView | null;
  @Field(() => String, { nullable: true, description: "Super admins: why the audit was run again through a residential proxy ('HTTP 403', 'challenge page')" })
  @StaffOnly()
  residentialRetryReason!: string | null;
  @Field(() => Boolean, { nullable: true }) manualReviewRequired!: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasAlp!: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasAlpPostConsent!: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasAlpPostConsentRefresh!: boolean | null;
  @Field() isRetry!: boolean;
  @Field(() => Boolean, { nullable: true }) useDataCentre!: boolean | null;
  @Field(() => AuditBatchLinkView) batchLink!: AuditBatchLinkView;
  @Field(() => Boolean, { nullable: true }) isChangedFromComparison!: boolean | null;
  @Field(() => AuditComparisonView, { nullable: true })
  previousComparisonAudit!: AuditComparisonView | null;
  @Field(() => AuditComparisonView, { nullable: true })
  nextComparisonAudit!: AuditComparisonView | null;
  @Field(() => AuditMemoryCookieComparisonView)
  memoryCookieComparison!: AuditMemoryCookieComparisonView;
  @Field(() => String, { nullable: true }) memoryCookieStatus!: string | null;
  @Field() memoryCookieStatusReadable!: string;
  @Field() memoryCookieStatusColour!: string;
  @Field(() => AuditDisplayStatusView) displayStatus!: AuditDisplayStatusView;
  @Field({ description: 'What the verdict means for the publisher and what to do next, in one sentence (the display rules of spec section 4)' })
  verdictSentence!: string;
  @Field(() => [AuditBadgeView]) badges!: AuditBadgeView[];
  @Field({ description: "Two letters: cookie at the ALP, after consent ('YY' when both)" })
  cookieStatusLetters!: string;
  @Field(() => [AuditScreenshotView]) screenshots!: AuditScreenshotView[];
  @Field(() => [EnhancedMemoryCookieStatusGqlView], { nullable: true })
  enhancedMemoryCookieStatuses!: EnhancedMemoryCookieStatusGqlView[] | null;
  @Field(() => InjectedResultGqlView, { nullable: true })
  injectedResult!: InjectedResultGqlView | null;
  @Field(() => SiteAppAssociationsGqlView, { nullable: true, description: 'Users with the appAssociations grant only (spec section 4)' })
  @Restricted({ grant: 'appAssociations' })
  siteAppAssociations!: SiteAppAssociationsGqlView | null;
  @Field(() => AuditAssessmentStatusView, { nullable: true })
  assessmentStatus!: AuditAssessmentStatusView | null;
  @Field(() => AuditAssigneeView, { nullable: true }) assignedTo!: AuditAssigneeView | null;
  /** The assignee is done with the link (issue 20). */
  @Field() assignmentResolved!: boolean;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => String, { nullable: true, description: 'Super admins only' }) @StaffOnly() moonpullComment!:
    string | null;
}

@ObjectType('AuditPageInfo')
export class AuditPageInfoView {
  @Field(() => Int) currentPage!: number;
  @Field(() => Int) perPage!: number;
  @Field(() => Int) pageCount!: number;
  @Field(() => Int) itemCount!: number;
  @Field() hasNextPage!: boolean;
  @Field() hasPreviousPage!: boolean;
}

@ObjectType('AuditPagination')
export class AuditPaginationView {
  @Field(() => Int) count!: number;
  /** False when count is the planner's estimate (more than EXACT_COUNT_LIMIT matches). */
  @Field() countIsExact!: boolean;
  @Field(() => [AuditGqlView]) items!: AuditGqlView[];
  @Field(() => AuditPageInfoView) pageInfo!: AuditPageInfoView;
}
