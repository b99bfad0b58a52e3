import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { StaffOnly } from '@tracklight/access';

@ObjectType('AdvertiserIssueSummary')
export class AdvertiserIssueSummaryView {
  @Field(() => ID) advertiserId!: string;
  @Field(() => String, { nullable: true }) advertiserName!: string | null;
  @Field() status!: string;
  @Field(() => Int) reportCount!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastReportedAt!: Date | null;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

@ObjectType('AdvertiserIssuePage')
export class AdvertiserIssuePageView {
  @Field(() => Int) count!: number;
  @Field(() => [AdvertiserIssueSummaryView]) items!: AdvertiserIssueSummaryView[];
}

@ObjectType('IssueReportMetadata')
export class IssueReportMetadataView {
  @Field() hasConversionChange!: boolean;
  @Field(() => String, { nullable: true }) conversionChangeAt!: string | null;
  @Field(() => String, { nullable: true }) conversionChangeAmount!: string | null;
  @Field(() => String, { nullable: true }) conversionChangeType!: string | null;
  @Field() shouldEmailOtherPublishers!: boolean;
}

@ObjectType('IssueReportContactDetails')
export class IssueReportContactDetailsView {
  @Field() type!: string;
  @Field() company!: string;
  @Field() contact!: string;
  @Field() name!: string;
}

@ObjectType('IssueReportFile')
export class IssueReportFileView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() contentType!: string;
  @Field(() => Int) size!: number;
  /** GET address of the download. */
  @Field() url!: string;
}

@ObjectType('IssueReport')
export class IssueReportView {
  @Field(() => ID) id!: string;
  @Field(() => ID) advertiserId!: string;
  @Field(() => String, { nullable: true, description: "The advertiser's name in the CMS, else its domain" }) advertiserName!: string | null;
  @Field(() => ID, { nullable: true, description: "Only for the reporter's company and the provider" }) auditId!: string | null;
  @Field() comment!: string;
  @Field(() => IssueReportMetadataView) metadata!: IssueReportMetadataView;
  @Field({ description: "The report came from the caller's own company" }) fromOwnCompany!: boolean;
  @Field(() => IssueReportContactDetailsView, { nullable: true, description: 'Who reported it: the provider only' })
  @StaffOnly()
  contactDetails!: IssueReportContactDetailsView | null;
  @Field(() => [IssueReportFileView], { description: "Only for the reporter's company and the provider" }) files!: IssueReportFileView[];
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('IssueReportPage')
export class IssueReportPageView {
  @Field(() => Int) count!: number;
  @Field(() => [IssueReportView]) items!: IssueReportView[];
}

@ObjectType('AdvertiserIssueComment')
export class AdvertiserIssueCommentView {
  @Field(() => ID) id!: string;
  @Field() comment!: string;
  /** Another company's author shows as 'Another publisher'; the provider's staff as the product. */
  @Field() author!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('AdvertiserIssue')
export class AdvertiserIssueView extends AdvertiserIssueSummaryView {
  @Field(() => [IssueReportView]) reports!: IssueReportView[];
  @Field(() => [AdvertiserIssueCommentView]) comments!: AdvertiserIssueCommentView[];
}
