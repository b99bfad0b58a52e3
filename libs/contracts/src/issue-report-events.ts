import { eventGuard } from './event-guard';
// Issue reports (spec sections 3, 7: POST /services/issues/reports) and the share area's issues
// (one per advertiser: status and comments), owned by cms (docs/streams.md).

export const ISSUE_REPORT_STREAM = 'issuereport';
export const ADVERTISER_ISSUE_STREAM = 'advertiserissue';

export const CONVERSION_CHANGE_AT = ['week', 'month', 'over_month', 'different_period'] as const;
export const CONVERSION_CHANGE_AMOUNT = ['10', '20', '30_plus'] as const;
export const CONVERSION_CHANGE_TYPE = ['click_to_sale', 'loyalty'] as const;

export interface IssueReportMetadata {
  hasConversionChange: boolean;
  conversionChangeAt: (typeof CONVERSION_CHANGE_AT)[number] | null;
  conversionChangeAmount: (typeof CONVERSION_CHANGE_AMOUNT)[number] | null;
  conversionChangeType: (typeof CONVERSION_CHANGE_TYPE)[number] | null;
  shouldEmailOtherPublishers: boolean;
}

export interface AttachedFile {
  id: string;
  /** As the reporter named it; shown and offered as the download name, never used as a path. */
  name: string;
  contentType: string;
  size: number;
}

/** `issuereport-<id>`: a publisher's report about an advertiser, from one of its audits. */
export interface IssueReported {
  type: 'IssueReported';
  data: {
    reportId: string;
    auditId: string;
    advertiserId: string;
    companyId: string;
    comment: string;
    metadata: IssueReportMetadata;
    files: AttachedFile[];
    /** Spec section 3, stored issue report: how to reach the reporter (staff only). */
    contactDetails: { type: 'publisher'; company: string; contact: string; name: string };
  };
}

export type IssueReportEvent = IssueReported;

export const ISSUE_REPORT_EVENT_TYPES: readonly IssueReportEvent['type'][] = ['IssueReported'];

export const isIssueReportEvent = eventGuard<IssueReportEvent>(ISSUE_REPORT_EVENT_TYPES);

export const ADVERTISER_ISSUE_STATUSES = ['open', 'investigating', 'resolved'] as const;
export type AdvertiserIssueStatus = (typeof ADVERTISER_ISSUE_STATUSES)[number];

/** `advertiserissue-<advertiserId>`: the provider's staff move the shared issue along. */
export interface AdvertiserIssueStatusChanged {
  type: 'AdvertiserIssueStatusChanged';
  data: { advertiserId: string; status: AdvertiserIssueStatus };
}

/** `advertiserissue-<advertiserId>`: a share user's or staff's comment; the company is kept, never shown to others. */
export interface AdvertiserIssueCommented {
  type: 'AdvertiserIssueCommented';
  data: { advertiserId: string; commentId: string; comment: string; authorName: string; companyId: string; byProvider: boolean };
}

export type AdvertiserIssueEvent = AdvertiserIssueStatusChanged | AdvertiserIssueCommented;

export const ADVERTISER_ISSUE_EVENT_TYPES: readonly AdvertiserIssueEvent['type'][] = ['AdvertiserIssueStatusChanged', 'AdvertiserIssueCommented'];

export const isAdvertiserIssueEvent = eventGuard<AdvertiserIssueEvent>(ADVERTISER_ISSUE_EVENT_TYPES);
