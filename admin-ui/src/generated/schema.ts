export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
};

export type Advertiser = {
  __typename?: 'Advertiser';
  /** The network's own id for the advertiser */
  advertiserId: Maybe<Scalars['String']['output']>;
  bespokeAni: Maybe<Scalars['String']['output']>;
  bespokeCookieName: Maybe<Scalars['String']['output']>;
  bespokeCookieValue: Maybe<Scalars['String']['output']>;
  /** '1' ANI, '2' default, '3' wildcard, '4' name and value */
  bespokeCookieValueType: Maybe<Scalars['String']['output']>;
  bespokeMasterTag: Maybe<Scalars['String']['output']>;
  cannotAudit: Scalars['Boolean']['output'];
  cannotAuditReason: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  domain: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The provider's staff only */
  internalComment: Maybe<Scalars['String']['output']>;
  javascript: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  networkId: Maybe<Scalars['ID']['output']>;
  other: Scalars['Boolean']['output'];
  /** javascript, s2s or other */
  primaryTrackingMethod: Maybe<Scalars['String']['output']>;
  publicComment: Maybe<Scalars['String']['output']>;
  s2s: Scalars['Boolean']['output'];
  trackingMethodNarrative: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The advertiser stream’s version */
  version: Scalars['Int']['output'];
  whitelistRequest: Maybe<AdvertiserWhitelistRequest>;
};

export type AdvertiserCertification = {
  __typename?: 'AdvertiserCertification';
  advertiserId: Scalars['ID']['output'];
  auditCount: Scalars['Int']['output'];
  certification: Scalars['String']['output'];
  certificationText: Scalars['String']['output'];
  domain: Maybe<Scalars['String']['output']>;
  latestAuditId: Scalars['ID']['output'];
  latestAuditedAt: Maybe<Scalars['DateTime']['output']>;
  latestStatus: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  networkName: Maybe<Scalars['String']['output']>;
};

export type AdvertiserCertificationPage = {
  __typename?: 'AdvertiserCertificationPage';
  count: Scalars['Int']['output'];
  items: Array<AdvertiserCertification>;
};

export type AdvertiserCertificationSort = {
  field: AdvertiserCertificationSortField;
  order: SortOrder;
};

export type AdvertiserCertificationSortField =
  | 'ADVERTISER'
  | 'AUDITS'
  | 'CERTIFICATION'
  | 'LATEST_AUDIT'
  | 'NETWORK';

export type AdvertiserFilter = {
  bespokeCookieValueType: InputMaybe<Scalars['String']['input']>;
  cannotAudit: InputMaybe<Scalars['Boolean']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  networkId: InputMaybe<Scalars['ID']['input']>;
  primaryTrackingMethod: InputMaybe<Scalars['String']['input']>;
  /** Text in the name, domain or network advertiser id */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted advertisers too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type AdvertiserInput = {
  advertiserId: InputMaybe<Scalars['String']['input']>;
  bespokeAni: InputMaybe<Scalars['String']['input']>;
  bespokeCookieName: InputMaybe<Scalars['String']['input']>;
  bespokeCookieValue: InputMaybe<Scalars['String']['input']>;
  bespokeCookieValueType: InputMaybe<Scalars['String']['input']>;
  bespokeMasterTag: InputMaybe<Scalars['String']['input']>;
  cannotAudit: InputMaybe<Scalars['Boolean']['input']>;
  cannotAuditReason: InputMaybe<Scalars['String']['input']>;
  domain: InputMaybe<Scalars['String']['input']>;
  internalComment: InputMaybe<Scalars['String']['input']>;
  javascript: InputMaybe<Scalars['Boolean']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  networkId: InputMaybe<Scalars['ID']['input']>;
  other: InputMaybe<Scalars['Boolean']['input']>;
  primaryTrackingMethod: InputMaybe<Scalars['String']['input']>;
  publicComment: InputMaybe<Scalars['String']['input']>;
  s2s: InputMaybe<Scalars['Boolean']['input']>;
  trackingMethodNarrative: InputMaybe<Scalars['String']['input']>;
};

export type AdvertiserIssue = {
  __typename?: 'AdvertiserIssue';
  advertiserId: Scalars['ID']['output'];
  advertiserName: Maybe<Scalars['String']['output']>;
  comments: Array<AdvertiserIssueComment>;
  lastReportedAt: Maybe<Scalars['DateTime']['output']>;
  reportCount: Scalars['Int']['output'];
  reports: Array<IssueReport>;
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AdvertiserIssueComment = {
  __typename?: 'AdvertiserIssueComment';
  author: Scalars['String']['output'];
  comment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

export type AdvertiserIssuePage = {
  __typename?: 'AdvertiserIssuePage';
  count: Scalars['Int']['output'];
  items: Array<AdvertiserIssueSummary>;
};

export type AdvertiserIssueSort = {
  field: AdvertiserIssueSortField;
  order: SortOrder;
};

export type AdvertiserIssueSortField =
  | 'ADVERTISER'
  | 'LAST_REPORTED_AT'
  | 'REPORT_COUNT'
  | 'STATUS'
  | 'UPDATED_AT';

export type AdvertiserIssueSummary = {
  __typename?: 'AdvertiserIssueSummary';
  advertiserId: Scalars['ID']['output'];
  advertiserName: Maybe<Scalars['String']['output']>;
  lastReportedAt: Maybe<Scalars['DateTime']['output']>;
  reportCount: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A network whose advertisers the caller manages */
export type AdvertiserNetworkChoice = {
  __typename?: 'AdvertiserNetworkChoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AdvertiserPage = {
  __typename?: 'AdvertiserPage';
  count: Scalars['Int']['output'];
  items: Array<Advertiser>;
};

/** The advertiser's latest whitelisting request (edited under /cms/whitelist) */
export type AdvertiserWhitelistRequest = {
  __typename?: 'AdvertiserWhitelistRequest';
  id: Scalars['ID']['output'];
  /** The audit browser's traffic is whitelisted now */
  whitelistActive: Scalars['Boolean']['output'];
  /** The advertiser confirmed it */
  whitelistConfirmed: Scalars['Boolean']['output'];
  /** The request was sent to the advertiser */
  whitelistSent: Scalars['Boolean']['output'];
};

export type AssignmentCounts = {
  __typename?: 'AssignmentCounts';
  criticalUnassigned: Scalars['Int']['output'];
  open: Scalars['Int']['output'];
  resolved: Scalars['Int']['output'];
};

export type Audit = {
  __typename?: 'Audit';
  advertiser: Maybe<AuditAdvertiser>;
  advertiserSnapshot: Maybe<Scalars['String']['output']>;
  aniTruncated: Maybe<Scalars['Boolean']['output']>;
  assessmentStatus: Maybe<AuditAssessmentStatus>;
  assignedTo: Maybe<AuditAssignee>;
  assignmentResolved: Scalars['Boolean']['output'];
  /** ms */
  auditTime: Maybe<Scalars['Int']['output']>;
  auditedAt: Maybe<Scalars['DateTime']['output']>;
  badges: Array<AuditBadge>;
  batch: AuditBatchRef;
  batchId: Scalars['ID']['output'];
  batchLink: AuditBatchLink;
  closedMerchant: Maybe<Scalars['Boolean']['output']>;
  cmpVendor: Maybe<Scalars['String']['output']>;
  comment: Maybe<Scalars['String']['output']>;
  companyId: Maybe<Scalars['ID']['output']>;
  /** Two letters: cookie at the ALP, after consent ('YY' when both) */
  cookieStatusLetters: Scalars['String']['output'];
  cookiesWereAccepted: Maybe<Scalars['Boolean']['output']>;
  countryCode: Scalars['String']['output'];
  csvOverrideAni: Maybe<Scalars['String']['output']>;
  csvOverrideCookieName: Maybe<Scalars['String']['output']>;
  csvOverrideCookieType: Maybe<Scalars['String']['output']>;
  csvOverrideCookieValue: Maybe<Scalars['String']['output']>;
  /** Super admins only */
  csvOverrideMasterTag: Maybe<Scalars['String']['output']>;
  detectedCmp: Maybe<AuditDetectedCmp>;
  detectedCmpId: Maybe<Scalars['String']['output']>;
  displayStatus: AuditDisplayStatus;
  enhancedMemoryCookieStatuses: Maybe<Array<EnhancedMemoryCookieStatus>>;
  failReason: Maybe<Scalars['String']['output']>;
  finalDomain: Maybe<Scalars['String']['output']>;
  /** Y when DONE, else N */
  finished: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  handoverImpact: Maybe<Scalars['Float']['output']>;
  /** Colour of handoverImpact by the platform content thresholds (spec section 4): danger, warning, primary or secondary */
  handoverImpactColour: Scalars['String']['output'];
  handoverImpactPostConsent: Maybe<Scalars['Float']['output']>;
  /** Colour of handoverImpactPostConsent, as handoverImpactColour */
  handoverImpactPostConsentColour: Scalars['String']['output'];
  handoverImpactPostConsentRefresh: Maybe<Scalars['Float']['output']>;
  /** Colour of handoverImpactPostConsentRefresh, as handoverImpactColour */
  handoverImpactPostConsentRefreshColour: Scalars['String']['output'];
  hasAlp: Maybe<Scalars['Boolean']['output']>;
  hasAlpPostConsent: Maybe<Scalars['Boolean']['output']>;
  hasAlpPostConsentRefresh: Maybe<Scalars['Boolean']['output']>;
  hasPostConsentJourney: Maybe<Scalars['Boolean']['output']>;
  hasPostConsentRefreshJourney: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  inferredNetworkVariables: Maybe<Scalars['String']['output']>;
  inferredS2S: Maybe<Scalars['Boolean']['output']>;
  injectedResult: Maybe<InjectedResult>;
  interstitialNavigated: Maybe<Scalars['Boolean']['output']>;
  isChangedFromComparison: Maybe<Scalars['Boolean']['output']>;
  isRetry: Scalars['Boolean']['output'];
  link: Scalars['String']['output'];
  liteResult: Maybe<LiteResult>;
  manualReviewRequired: Maybe<Scalars['Boolean']['output']>;
  memoryCookieComparison: AuditMemoryCookieComparison;
  memoryCookieStatus: Maybe<Scalars['String']['output']>;
  memoryCookieStatusColour: Scalars['String']['output'];
  memoryCookieStatusReadable: Scalars['String']['output'];
  /** Super admins only */
  moonpullComment: Maybe<Scalars['String']['output']>;
  moonpullErrors: Array<AuditMoonpullError>;
  name: Maybe<Scalars['String']['output']>;
  network: Maybe<AuditNetwork>;
  nextComparisonAudit: Maybe<AuditComparison>;
  noAccess: Maybe<Scalars['Boolean']['output']>;
  oldMongoId: Maybe<Scalars['String']['output']>;
  otherReason: Maybe<Scalars['String']['output']>;
  outdated: Maybe<Scalars['Boolean']['output']>;
  placement: Maybe<Scalars['String']['output']>;
  previousComparisonAudit: Maybe<AuditComparison>;
  proxy: Maybe<Scalars['String']['output']>;
  proxyDetails: Maybe<AuditProxyDetails>;
  queue: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  /** The user who ran it */
  requestedBy: Maybe<Scalars['ID']['output']>;
  /** Super admins: why the audit was run again through a residential proxy ('HTTP 403', 'challenge page') */
  residentialRetryReason: Maybe<Scalars['String']['output']>;
  screenshots: Array<AuditScreenshot>;
  /** Users with the appAssociations grant only (spec section 4) */
  siteAppAssociations: Maybe<SiteAppAssociations>;
  startedAt: Maybe<Scalars['DateTime']['output']>;
  /** REQUESTED, RUNNING, DONE or FAILED */
  status: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  useDataCentre: Maybe<Scalars['Boolean']['output']>;
  userDefinedMerchant: Maybe<Scalars['String']['output']>;
  userDefinedNetwork: Maybe<Scalars['String']['output']>;
  /** What the verdict means for the publisher and what to do next, in one sentence (the display rules of spec section 4) */
  verdictSentence: Scalars['String']['output'];
  /** Super admins only */
  webUnlockerRequestId: Maybe<Scalars['String']['output']>;
};

export type AuditAdvertiser = {
  __typename?: 'AuditAdvertiser';
  cannotAudit: Maybe<Scalars['Boolean']['output']>;
  cannotAuditReason: Maybe<Scalars['String']['output']>;
  domain: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
  publicComment: Maybe<Scalars['String']['output']>;
  whitelistRequest: Maybe<AuditWhitelistRequest>;
};

export type AuditAssessmentStatus = {
  __typename?: 'AuditAssessmentStatus';
  id: Scalars['ID']['output'];
  narrative: Maybe<Scalars['String']['output']>;
  statusType: Maybe<Scalars['String']['output']>;
};

export type AuditAssignee = {
  __typename?: 'AuditAssignee';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/** A badge of the strip, already filtered for the viewer */
export type AuditBadge = {
  __typename?: 'AuditBadge';
  colour: Maybe<Scalars['String']['output']>;
  detail: Maybe<Scalars['String']['output']>;
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  superAdminOnly: Scalars['Boolean']['output'];
};

export type AuditBatchLink = {
  __typename?: 'AuditBatchLink';
  postAlpURL: Maybe<Scalars['String']['output']>;
  /** Super admins only */
  puppeteerFlags: Maybe<Scalars['String']['output']>;
  skipConsent: Maybe<Scalars['Boolean']['output']>;
};

/** The batch the audit belongs to (details: batchById) */
export type AuditBatchRef = {
  __typename?: 'AuditBatchRef';
  id: Scalars['ID']['output'];
  /** The batch's current name */
  name: Maybe<Scalars['String']['output']>;
};

export type AuditComparison = {
  __typename?: 'AuditComparison';
  auditedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  isChangedFromComparison: Maybe<Scalars['Boolean']['output']>;
  memoryCookieStatus: Maybe<Scalars['String']['output']>;
};

export type AuditDateRange = {
  gte: InputMaybe<Scalars['DateTime']['input']>;
  lte: InputMaybe<Scalars['DateTime']['input']>;
};

export type AuditDetectedCmp = {
  __typename?: 'AuditDetectedCmp';
  name: Maybe<Scalars['String']['output']>;
};

/** The status cell: kind 'badge' (text, colour, icon) or 'tracking-matrix' (older than 3 months) */
export type AuditDisplayStatus = {
  __typename?: 'AuditDisplayStatus';
  colour: Maybe<Scalars['String']['output']>;
  icon: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  text: Maybe<Scalars['String']['output']>;
};

/** Error (CMS) */
export type AuditError = {
  __typename?: 'AuditError';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** Description; What the error means, in the words the audit pages and reports show. */
  description: Maybe<Scalars['String']['output']>;
  /** Hidden from downloads; Left out of every downloaded report (still shown on screen). */
  hideFromDownload: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  /** Staff only; Shown only to the provider's staff: publishers see neither the error nor its text, on screen or in reports. */
  moonpullOnly: Maybe<Scalars['Boolean']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type AuditErrorFilter = {
  /** Hidden from downloads */
  hideFromDownload: InputMaybe<Scalars['Boolean']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Staff only */
  moonpullOnly: InputMaybe<Scalars['Boolean']['input']>;
  /** Text anywhere in description */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuditErrorInput = {
  /** Description; What the error means, in the words the audit pages and reports show. */
  description: InputMaybe<Scalars['String']['input']>;
  /** Hidden from downloads; Left out of every downloaded report (still shown on screen). */
  hideFromDownload: InputMaybe<Scalars['Boolean']['input']>;
  /** Error id */
  id: InputMaybe<Scalars['ID']['input']>;
  /** Staff only; Shown only to the provider's staff: publishers see neither the error nor its text, on screen or in reports. */
  moonpullOnly: InputMaybe<Scalars['Boolean']['input']>;
};

export type AuditErrorPage = {
  __typename?: 'AuditErrorPage';
  count: Scalars['Int']['output'];
  items: Array<AuditError>;
};

export type AuditFilterChoice = {
  __typename?: 'AuditFilterChoice';
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type AuditFilterChoices = {
  __typename?: 'AuditFilterChoices';
  advertisers: Array<AuditFilterChoice>;
  assignees: Array<AuditFilterChoice>;
  /** The most recent batches first */
  batches: Array<AuditFilterChoice>;
  networks: Array<AuditFilterChoice>;
};

export type AuditManyFilter = {
  /** An advertiser's id; 'none' for audits with no recognised advertiser */
  advertiserId: InputMaybe<Scalars['String']['input']>;
  /** A user's id: the audits assigned to them; 'none': unassigned */
  assignedToId: InputMaybe<Scalars['String']['input']>;
  auditedAt: InputMaybe<AuditDateRange>;
  batchId: InputMaybe<Scalars['String']['input']>;
  /** Super admins: any company */
  companyId: InputMaybe<Scalars['String']['input']>;
  /** The country the audit visited from (two letters, e.g. 'gb') */
  countryCode: InputMaybe<Scalars['String']['input']>;
  /** true: only audits with a Lite (second opinion) result; false: only those without */
  hasLiteResult: InputMaybe<Scalars['Boolean']['input']>;
  /** IMMEDIATE, NO_MEMORY_COOKIE, ... */
  memoryCookieStatus: InputMaybe<Scalars['String']['input']>;
  /** A network's id; 'none' for audits with no recognised network */
  networkId: InputMaybe<Scalars['String']['input']>;
  /** Text anywhere in the link, advertiser, network or batch name */
  q: InputMaybe<Scalars['String']['input']>;
  /** REQUESTED, RUNNING, DONE or FAILED */
  status: InputMaybe<Scalars['String']['input']>;
};

export type AuditManySort =
  | 'AUDITEDAT_ASC'
  | 'AUDITEDAT_DESC';

export type AuditMemoryCookieComparison = {
  __typename?: 'AuditMemoryCookieComparison';
  /** 'Same', 'Different' or 'No next running' */
  next: Scalars['String']['output'];
  /** 'Same', 'Different' or 'No previous running' */
  previous: Scalars['String']['output'];
};

export type AuditMoonpullError = {
  __typename?: 'AuditMoonpullError';
  /** What the error means (the CMS error catalogue, /error-management) */
  description: Maybe<Scalars['String']['output']>;
  /** Left out of downloaded reports (the CMS error setting) */
  hideFromDownload: Scalars['Boolean']['output'];
  moonpullErrorId: Scalars['String']['output'];
};

export type AuditNetwork = {
  __typename?: 'AuditNetwork';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The version of the network definition (its CMS stream) that judged the audit; null before versions were recorded */
  version: Maybe<Scalars['Int']['output']>;
};

export type AuditOneFilter = {
  id: InputMaybe<Scalars['ID']['input']>;
  oldMongoId: InputMaybe<Scalars['String']['input']>;
};

export type AuditPageInfo = {
  __typename?: 'AuditPageInfo';
  currentPage: Scalars['Int']['output'];
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  itemCount: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  perPage: Scalars['Int']['output'];
};

export type AuditPagination = {
  __typename?: 'AuditPagination';
  count: Scalars['Int']['output'];
  countIsExact: Scalars['Boolean']['output'];
  items: Array<Audit>;
  pageInfo: AuditPageInfo;
};

export type AuditProxyDetails = {
  __typename?: 'AuditProxyDetails';
  country: Maybe<Scalars['String']['output']>;
  isResidential: Maybe<Scalars['Boolean']['output']>;
  moonpullLabel: Maybe<Scalars['String']['output']>;
};

export type AuditRejudgement = {
  __typename?: 'AuditRejudgement';
  after: RejudgeVerdict;
  /** AuditRejudged is stored */
  applied: Scalars['Boolean']['output'];
  auditId: Scalars['ID']['output'];
  auditedAt: Scalars['DateTime']['output'];
  batchId: Scalars['ID']['output'];
  before: RejudgeVerdict;
  link: Scalars['String']['output'];
  /** Why the verdict changes, in words */
  reason: Scalars['String']['output'];
};

export type AuditScreenshot = {
  __typename?: 'AuditScreenshot';
  id: Scalars['ID']['output'];
  screenshotUrl: Scalars['String']['output'];
  stage: Scalars['String']['output'];
};

export type AuditSort = {
  field: AuditSortField;
  order: SortOrder;
};

export type AuditSortField =
  | 'ADVERTISER'
  | 'AUDITED_AT'
  | 'BATCH_NAME'
  | 'LINK'
  | 'MEMORY_COOKIE_STATUS'
  | 'NETWORK'
  | 'STATUS';

export type AuditWhitelistRequest = {
  __typename?: 'AuditWhitelistRequest';
  id: Maybe<Scalars['ID']['output']>;
  whitelistActive: Maybe<Scalars['Boolean']['output']>;
  whitelistSent: Maybe<Scalars['Boolean']['output']>;
};

export type Batch = {
  __typename?: 'Batch';
  alertWebhookUrl: Maybe<Scalars['String']['output']>;
  /** Links assigned to the caller and not resolved yet */
  assignedToMeCount: Scalars['Int']['output'];
  batchLinks: Array<BatchLink>;
  deletedAt: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isDone: Scalars['Boolean']['output'];
  isTemplate: Scalars['Boolean']['output'];
  lastRunBatch: Maybe<LastRunBatch>;
  name: Scalars['String']['output'];
  nextScheduledRunAt: Maybe<Scalars['String']['output']>;
  notifyOnComplete: Scalars['Boolean']['output'];
  numCurrentCompletedAudits: Scalars['Int']['output'];
  numLinks: Scalars['Int']['output'];
  /** Assigned links not resolved yet */
  outstandingCount: Scalars['Int']['output'];
  owner: BatchOwner;
  queueLetter: Maybe<Scalars['String']['output']>;
  /** Assigned links marked resolved */
  resolvedCount: Scalars['Int']['output'];
  scheduleCron: Maybe<Scalars['String']['output']>;
  scheduleDay: Maybe<Scalars['String']['output']>;
  scheduleTime: Maybe<Scalars['String']['output']>;
  scheduleType: Scalars['String']['output'];
  scheduledRunningPaused: Scalars['Boolean']['output'];
  schedulingError: Maybe<SchedulingError>;
  startedAt: Scalars['String']['output'];
  status: Maybe<Scalars['String']['output']>;
  useForLinkAssurance: Scalars['Boolean']['output'];
};

export type BatchCreateRecord = {
  /** Where verdict changes between runs are POSTed, signed; empty for none. */
  alertWebhookUrl: InputMaybe<Scalars['String']['input']>;
  batchLinks: Array<BatchLinkInput>;
  description: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  notifyOnComplete: InputMaybe<Scalars['Boolean']['input']>;
  queueLetter: InputMaybe<Scalars['String']['input']>;
  scheduleCron: InputMaybe<Scalars['String']['input']>;
  scheduleDay: InputMaybe<Scalars['String']['input']>;
  scheduleTime: InputMaybe<Scalars['String']['input']>;
  scheduleType: InputMaybe<Scalars['String']['input']>;
  scheduledRunningPaused: InputMaybe<Scalars['Boolean']['input']>;
  useForLinkAssurance: InputMaybe<Scalars['Boolean']['input']>;
};

export type BatchLink = {
  __typename?: 'BatchLink';
  auditId: Maybe<Scalars['ID']['output']>;
  auditStatus: Maybe<Scalars['String']['output']>;
  batchId: Scalars['ID']['output'];
  cookieName: Maybe<Scalars['String']['output']>;
  cookieType: Maybe<Scalars['String']['output']>;
  cookieValue: Maybe<Scalars['String']['output']>;
  countryCode: Maybe<Scalars['String']['output']>;
  customAni: Maybe<Scalars['String']['output']>;
  customMasterTag: Maybe<Scalars['String']['output']>;
  extraTimeout: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  link: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  order: Maybe<Scalars['Int']['output']>;
  placement: Maybe<Scalars['String']['output']>;
  postAlpURL: Maybe<Scalars['String']['output']>;
  proxyCountryCode: Maybe<Scalars['String']['output']>;
  proxyYN: Maybe<Scalars['Boolean']['output']>;
  puppeteerFlags: Maybe<Scalars['String']['output']>;
  referrer: Maybe<Scalars['String']['output']>;
  skipConsent: Maybe<Scalars['Boolean']['output']>;
  tagA: Maybe<Scalars['String']['output']>;
  tagB: Maybe<Scalars['String']['output']>;
  tagC: Maybe<Scalars['String']['output']>;
  tagD: Maybe<Scalars['String']['output']>;
  tagE: Maybe<Scalars['String']['output']>;
  userDefinedMerchant: Maybe<Scalars['String']['output']>;
  userDefinedNetwork: Maybe<Scalars['String']['output']>;
};

export type BatchLinkFilter =
  | 'ALL'
  | 'EXCLUDE_SINGLE'
  | 'FIVE_OR_MORE'
  | 'SINGLE';

export type BatchLinkInput = {
  cookieName: InputMaybe<Scalars['String']['input']>;
  cookieType: InputMaybe<Scalars['String']['input']>;
  cookieValue: InputMaybe<Scalars['String']['input']>;
  countryCode: InputMaybe<Scalars['String']['input']>;
  customAni: InputMaybe<Scalars['String']['input']>;
  customMasterTag: InputMaybe<Scalars['String']['input']>;
  extraTimeout: InputMaybe<Scalars['Int']['input']>;
  link: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  order: InputMaybe<Scalars['Int']['input']>;
  placement: InputMaybe<Scalars['String']['input']>;
  postAlpURL: InputMaybe<Scalars['String']['input']>;
  proxyCountryCode: InputMaybe<Scalars['String']['input']>;
  proxyYN: InputMaybe<Scalars['Boolean']['input']>;
  puppeteerFlags: InputMaybe<Scalars['String']['input']>;
  referrer: InputMaybe<Scalars['String']['input']>;
  skipConsent: InputMaybe<Scalars['Boolean']['input']>;
  tagA: InputMaybe<Scalars['String']['input']>;
  tagB: InputMaybe<Scalars['String']['input']>;
  tagC: InputMaybe<Scalars['String']['input']>;
  tagD: InputMaybe<Scalars['String']['input']>;
  tagE: InputMaybe<Scalars['String']['input']>;
  userDefinedMerchant: InputMaybe<Scalars['String']['input']>;
  userDefinedNetwork: InputMaybe<Scalars['String']['input']>;
};

export type BatchLinkUpsertRecord = {
  batchId: Scalars['ID']['input'];
  cookieName: InputMaybe<Scalars['String']['input']>;
  cookieType: InputMaybe<Scalars['String']['input']>;
  cookieValue: InputMaybe<Scalars['String']['input']>;
  countryCode: InputMaybe<Scalars['String']['input']>;
  customAni: InputMaybe<Scalars['String']['input']>;
  customMasterTag: InputMaybe<Scalars['String']['input']>;
  extraTimeout: InputMaybe<Scalars['Int']['input']>;
  id: InputMaybe<Scalars['ID']['input']>;
  link: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  order: InputMaybe<Scalars['Int']['input']>;
  placement: InputMaybe<Scalars['String']['input']>;
  postAlpURL: InputMaybe<Scalars['String']['input']>;
  proxyCountryCode: InputMaybe<Scalars['String']['input']>;
  proxyYN: InputMaybe<Scalars['Boolean']['input']>;
  puppeteerFlags: InputMaybe<Scalars['String']['input']>;
  referrer: InputMaybe<Scalars['String']['input']>;
  skipConsent: InputMaybe<Scalars['Boolean']['input']>;
  tagA: InputMaybe<Scalars['String']['input']>;
  tagB: InputMaybe<Scalars['String']['input']>;
  tagC: InputMaybe<Scalars['String']['input']>;
  tagD: InputMaybe<Scalars['String']['input']>;
  tagE: InputMaybe<Scalars['String']['input']>;
  userDefinedMerchant: InputMaybe<Scalars['String']['input']>;
  userDefinedNetwork: InputMaybe<Scalars['String']['input']>;
};

export type BatchManyFilter = {
  /** Batches with a link whose audit recognised this advertiser */
  advertiserId: InputMaybe<Scalars['String']['input']>;
  companyId: InputMaybe<Scalars['String']['input']>;
  isTemplate: InputMaybe<Scalars['Boolean']['input']>;
  /** Batches with a link whose audit recognised this network */
  networkId: InputMaybe<Scalars['String']['input']>;
  startedAtFrom: InputMaybe<Scalars['DateTime']['input']>;
  startedAtTo: InputMaybe<Scalars['DateTime']['input']>;
  status: InputMaybe<BatchStatusFilter>;
};

export type BatchOwner = {
  __typename?: 'BatchOwner';
  company: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type BatchPage = {
  __typename?: 'BatchPage';
  count: Scalars['Int']['output'];
  items: Array<Batch>;
};

export type BatchSort = {
  field: BatchSortField;
  order: SortOrder;
};

export type BatchSortField =
  | 'ASSIGNED'
  | 'COMPANY'
  | 'DESCRIPTION'
  | 'FINISHED_AT'
  | 'NAME'
  | 'NUM_LINKS'
  | 'OWNER'
  | 'PROGRESS'
  | 'STARTED_AT';

export type BatchStatusFilter =
  | 'DONE'
  | 'PROCESSING';

export type BatchUpdateRecord = {
  /** Where verdict changes between runs are POSTed, signed; empty for none. */
  alertWebhookUrl: InputMaybe<Scalars['String']['input']>;
  description: InputMaybe<Scalars['String']['input']>;
  finishedAt: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  notifyOnComplete: InputMaybe<Scalars['Boolean']['input']>;
  ownerId: InputMaybe<Scalars['String']['input']>;
  queueLetter: InputMaybe<Scalars['String']['input']>;
  scheduleCron: InputMaybe<Scalars['String']['input']>;
  scheduleDay: InputMaybe<Scalars['String']['input']>;
  scheduleTime: InputMaybe<Scalars['String']['input']>;
  scheduleType: InputMaybe<Scalars['String']['input']>;
  scheduledRunningPaused: InputMaybe<Scalars['Boolean']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
  useForLinkAssurance: InputMaybe<Scalars['Boolean']['input']>;
};

export type BulkAssignResult = {
  __typename?: 'BulkAssignResult';
  reassigned: Scalars['Int']['output'];
};

export type Cause = {
  __typename?: 'Cause';
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  /** When the reason was last set */
  updatedAt: Scalars['DateTime']['output'];
};

export type CauseInput = {
  /** The reason id, chosen on create (e.g. cookie_missing) */
  id: InputMaybe<Scalars['ID']['input']>;
  reason: InputMaybe<Scalars['String']['input']>;
};

/** Certification responsibility (CMS) */
export type CertificationResponsibility = {
  __typename?: 'CertificationResponsibility';
  /** Contact email */
  contactEmail: Maybe<Scalars['String']['output']>;
  /** Contact name */
  contactName: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Network */
  networkId: Maybe<Scalars['ID']['output']>;
  /** Notes */
  notes: Maybe<Scalars['String']['output']>;
  /** Responsible party; one of provider, network, advertiser, publisher */
  responsibleParty: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type CertificationResponsibilityFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Network */
  networkId: InputMaybe<Scalars['ID']['input']>;
  /** Text anywhere in networkId, contactName, contactEmail, notes */
  q: InputMaybe<Scalars['String']['input']>;
  /** Responsible party */
  responsibleParty: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type CertificationResponsibilityInput = {
  /** Contact email */
  contactEmail: InputMaybe<Scalars['String']['input']>;
  /** Contact name */
  contactName: InputMaybe<Scalars['String']['input']>;
  /** Network */
  networkId: InputMaybe<Scalars['ID']['input']>;
  /** Notes */
  notes: InputMaybe<Scalars['String']['input']>;
  /** Responsible party; one of provider, network, advertiser, publisher */
  responsibleParty: InputMaybe<Scalars['String']['input']>;
};

export type CertificationResponsibilityPage = {
  __typename?: 'CertificationResponsibilityPage';
  count: Scalars['Int']['output'];
  items: Array<CertificationResponsibility>;
};

export type ChartStatusCount = {
  __typename?: 'ChartStatusCount';
  colour: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  status: Scalars['String']['output'];
  statusReadable: Scalars['String']['output'];
};

export type ClosedProgrammeMarkers = {
  __typename?: 'ClosedProgrammeMarkers';
  /** Regular expressions (case-insensitive) for the page’s title or text */
  textPatterns: Array<Scalars['String']['output']>;
  urlPatterns: Array<UrlPattern>;
};

export type ClosedProgrammeMarkersInput = {
  textPatterns: Array<Scalars['String']['input']>;
  urlPatterns: Array<UrlPatternInput>;
};

/** CMP (CMS) */
export type Cmp = {
  __typename?: 'Cmp';
  /** Comment; Staff only. */
  comment: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Name; Shown in badges as CMP: {name}. */
  name: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Vendor */
  vendor: Maybe<Scalars['String']['output']>;
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
  /** Website */
  website: Maybe<Scalars['String']['output']>;
};

export type CmpFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in name, vendor, comment */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendor */
  vendor: InputMaybe<Scalars['String']['input']>;
};

export type CmpInput = {
  /** Comment; Staff only. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Rule name */
  id: InputMaybe<Scalars['ID']['input']>;
  /** Name; Shown in badges as CMP: {name}. */
  name: InputMaybe<Scalars['String']['input']>;
  /** Vendor */
  vendor: InputMaybe<Scalars['String']['input']>;
  /** Website */
  website: InputMaybe<Scalars['String']['input']>;
};

/** CMP metadata (CMS) */
export type CmpMetadata = {
  __typename?: 'CmpMetadata';
  /** Audit */
  auditId: Maybe<Scalars['ID']['output']>;
  /** Comment */
  comment: Maybe<Scalars['String']['output']>;
  /** Conclusion; one of cookiebar, no_cmp, three_button, complex, interacted_incorrectly, not_displayed_lite, not_displayed_classic, beyond_product, other */
  conclusion: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Recorded by */
  createdById: Maybe<Scalars['ID']['output']>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** Accept all */
  hasAcceptAll: Maybe<Scalars['Boolean']['output']>;
  /** Has CMP */
  hasCmp: Maybe<Scalars['Boolean']['output']>;
  /** Complex */
  hasComplex: Maybe<Scalars['Boolean']['output']>;
  /** Decline */
  hasDecline: Maybe<Scalars['Boolean']['output']>;
  /** Manage */
  hasManage: Maybe<Scalars['Boolean']['output']>;
  /** Other */
  hasOther: Maybe<Scalars['Boolean']['output']>;
  id: Scalars['ID']['output'];
  /** Forced */
  isForced: Maybe<Scalars['Boolean']['output']>;
  /** Placement; one of top, middle, bottom, left, right */
  placement: Maybe<Scalars['String']['output']>;
  /** Size; one of small, typical, big */
  size: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type CmpMetadataFilter = {
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  /** Conclusion */
  conclusion: InputMaybe<Scalars['String']['input']>;
  /** Has CMP */
  hasCmp: InputMaybe<Scalars['Boolean']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in auditId, comment */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type CmpMetadataInput = {
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  /** Comment */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Conclusion; one of cookiebar, no_cmp, three_button, complex, interacted_incorrectly, not_displayed_lite, not_displayed_classic, beyond_product, other */
  conclusion: InputMaybe<Scalars['String']['input']>;
  /** Recorded by */
  createdById: InputMaybe<Scalars['ID']['input']>;
  /** Accept all */
  hasAcceptAll: InputMaybe<Scalars['Boolean']['input']>;
  /** Has CMP */
  hasCmp: InputMaybe<Scalars['Boolean']['input']>;
  /** Complex */
  hasComplex: InputMaybe<Scalars['Boolean']['input']>;
  /** Decline */
  hasDecline: InputMaybe<Scalars['Boolean']['input']>;
  /** Manage */
  hasManage: InputMaybe<Scalars['Boolean']['input']>;
  /** Other */
  hasOther: InputMaybe<Scalars['Boolean']['input']>;
  /** Forced */
  isForced: InputMaybe<Scalars['Boolean']['input']>;
  /** Placement; one of top, middle, bottom, left, right */
  placement: InputMaybe<Scalars['String']['input']>;
  /** Size; one of small, typical, big */
  size: InputMaybe<Scalars['String']['input']>;
};

export type CmpMetadataPage = {
  __typename?: 'CmpMetadataPage';
  count: Scalars['Int']['output'];
  items: Array<CmpMetadata>;
};

export type CmpPage = {
  __typename?: 'CmpPage';
  count: Scalars['Int']['output'];
  items: Array<Cmp>;
};

export type Company = {
  __typename?: 'Company';
  /** Shown to super admins only */
  billingId: Maybe<Scalars['String']['output']>;
  companyType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isSuperAdmin: Scalars['Boolean']['output'];
  maxBatchSize: Scalars['Int']['output'];
  moonpullShareEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  nextResetDate: Scalars['DateTime']['output'];
  /** Audits used this period */
  numAudits: Scalars['Int']['output'];
  numExtraMonthlyLinks: Scalars['Int']['output'];
  numMonthlyLinks: Scalars['Int']['output'];
  queues: Array<Scalars['String']['output']>;
  remainingAudits: Scalars['Int']['output'];
  resetDay: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** The dashboard charts, from the audits the caller may see. */
export type DashboardCharts = {
  __typename?: 'DashboardCharts';
  assignments: AssignmentCounts;
  auditsByNetwork: Array<NetworkAudits>;
  criticalByMonth: Array<MonthCount>;
  statusByWeek: Array<WeekStatuses>;
};

/** Documentation page (CMS) */
export type DocumentationPage = {
  __typename?: 'DocumentationPage';
  /** Body */
  body: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Order; Pages are listed by this number, lowest first. */
  order: Maybe<Scalars['Int']['output']>;
  /** Section */
  section: Maybe<Scalars['String']['output']>;
  /** Slug; The page address: /documentation?page={slug}. */
  slug: Maybe<Scalars['String']['output']>;
  /** Title */
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type DocumentationPageFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in title, slug, section, body */
  q: InputMaybe<Scalars['String']['input']>;
  /** Section */
  section: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type DocumentationPageInput = {
  /** Body */
  body: InputMaybe<Scalars['String']['input']>;
  /** Order; Pages are listed by this number, lowest first. */
  order: InputMaybe<Scalars['Int']['input']>;
  /** Section */
  section: InputMaybe<Scalars['String']['input']>;
  /** Slug; The page address: /documentation?page={slug}. */
  slug: InputMaybe<Scalars['String']['input']>;
  /** Title */
  title: InputMaybe<Scalars['String']['input']>;
};

export type DocumentationPagePage = {
  __typename?: 'DocumentationPagePage';
  count: Scalars['Int']['output'];
  items: Array<DocumentationPage>;
};

export type EnhancedMemoryCookieStatus = {
  __typename?: 'EnhancedMemoryCookieStatus';
  comment: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  source: Scalars['String']['output'];
  sourceVerbiage: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  statusReadable: Maybe<Scalars['String']['output']>;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

/** An entity as its stream had it at a moment. */
export type EntitySnapshot = {
  __typename?: 'EntitySnapshot';
  asOf: Scalars['DateTime']['output'];
  fields: Array<SnapshotField>;
  lastChangedAt: Maybe<Scalars['DateTime']['output']>;
  streamId: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ErrorLegendEntry = {
  __typename?: 'ErrorLegendEntry';
  /** What it means, in the words the audit pages show */
  description: Scalars['String']['output'];
  /** The error id, as audits carry it (5.4, 10.2.1) */
  id: Scalars['String']['output'];
  /** Shown to the provider's staff only (always false for other callers) */
  staffOnly: Scalars['Boolean']['output'];
};

/** A page of the event log, newest first; no total (the log is large), only whether more follow. */
export type EventSearchPage = {
  __typename?: 'EventSearchPage';
  entries: Array<HistoryEntry>;
  hasNextPage: Scalars['Boolean']['output'];
};

export type EvidenceDiff = {
  __typename?: 'EvidenceDiff';
  /** Rows not marked SAME, over every section */
  differences: Scalars['Int']['output'];
  left: EvidenceDiffAudit;
  right: EvidenceDiffAudit;
  /** Both runs are of the same link and country */
  sameLink: Scalars['Boolean']['output'];
  sections: Array<EvidenceDiffSection>;
};

export type EvidenceDiffAudit = {
  __typename?: 'EvidenceDiffAudit';
  auditedAt: Maybe<Scalars['DateTime']['output']>;
  batchId: Scalars['ID']['output'];
  countryCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  link: Scalars['String']['output'];
  memoryCookieStatus: Maybe<Scalars['String']['output']>;
  memoryCookieStatusReadable: Scalars['String']['output'];
};

/** Same on both runs, changed, or seen on one run only */
export type EvidenceDiffMark =
  | 'CHANGED'
  | 'ONLY_LEFT'
  | 'ONLY_RIGHT'
  | 'SAME';

export type EvidenceDiffRow = {
  __typename?: 'EvidenceDiffRow';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Null: nothing on this side */
  left: Maybe<Scalars['String']['output']>;
  mark: EvidenceDiffMark;
  right: Maybe<Scalars['String']['output']>;
};

export type EvidenceDiffSection = {
  __typename?: 'EvidenceDiffSection';
  /** Rows not marked SAME */
  differences: Scalars['Int']['output'];
  /** verdict, errors, cmp, hops, cookies:<stage>, scripts:<stage> */
  key: Scalars['String']['output'];
  rows: Array<EvidenceDiffRow>;
  title: Scalars['String']['output'];
};

/** One field an event changed; values are JSON text, null when absent. */
export type FieldChange = {
  __typename?: 'FieldChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** Guided result (CMS) */
export type GuidedResult = {
  __typename?: 'GuidedResult';
  /** Audit; The audit whose status this result overrides. */
  auditId: Maybe<Scalars['ID']['output']>;
  /** Internal comment; Staff only. */
  comment: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Publisher type */
  readablePublisherType: Maybe<Scalars['String']['output']>;
  /** Status shown; Shown as 'Guide: …' in place of the audit's status. */
  readableStatus: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type GuidedResultFilter = {
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in auditId, readableStatus, readablePublisherType, comment */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type GuidedResultInput = {
  /** Audit; The audit whose status this result overrides. */
  auditId: InputMaybe<Scalars['ID']['input']>;
  /** Internal comment; Staff only. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Publisher type */
  readablePublisherType: InputMaybe<Scalars['String']['input']>;
  /** Status shown; Shown as 'Guide: …' in place of the audit's status. */
  readableStatus: InputMaybe<Scalars['String']['input']>;
};

export type GuidedResultPage = {
  __typename?: 'GuidedResultPage';
  count: Scalars['Int']['output'];
  items: Array<GuidedResult>;
};

/** Who caused an event: a user, or nobody (the system). */
export type HistoryActor = {
  __typename?: 'HistoryActor';
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  actor: Maybe<HistoryActor>;
  apiKeyId: Maybe<Scalars['String']['output']>;
  changes: Array<FieldChange>;
  correlationId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  occurredAt: Scalars['DateTime']['output'];
  streamId: Scalars['String']['output'];
  streamPosition: Scalars['Int']['output'];
  type: Scalars['String']['output'];
};

/** A landing (ALP) domain the audits identified, with the advertiser the catalogue knows it as */
export type IdentifiedAdvertiser = {
  __typename?: 'IdentifiedAdvertiser';
  audits: Scalars['Int']['output'];
  domain: Scalars['String']['output'];
  name: Maybe<Scalars['String']['output']>;
};

export type InjectedResult = {
  __typename?: 'InjectedResult';
  createdAt: Maybe<Scalars['DateTime']['output']>;
  template: InjectedResultTemplate;
  updatedAt: Maybe<Scalars['DateTime']['output']>;
};

export type InjectedResultTemplate = {
  __typename?: 'InjectedResultTemplate';
  readablePublisherType: Maybe<Scalars['String']['output']>;
  readableStatus: Scalars['String']['output'];
};

/** Internal advertiser issue (CMS) */
export type InternalAdvertiserIssue = {
  __typename?: 'InternalAdvertiserIssue';
  /** Advertiser */
  advertiserId: Maybe<Scalars['ID']['output']>;
  /** Comment */
  comment: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Issue Type; one of cmp_issue, soft_block, hard_block, cookie_status_mismatch, other */
  issueType: Maybe<Scalars['String']['output']>;
  /** Reference audit */
  referenceAuditId: Maybe<Scalars['ID']['output']>;
  /** Resolution Conclusion; Providing a Resolution Conclusion will resolve this issue. */
  resolutionConclusion: Maybe<Scalars['String']['output']>;
  /** Resolved */
  resolvedAt: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type InternalAdvertiserIssueFilter = {
  /** Advertiser */
  advertiserId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Issue Type */
  issueType: InputMaybe<Scalars['String']['input']>;
  /** Text anywhere in advertiserId, comment, resolutionConclusion */
  q: InputMaybe<Scalars['String']['input']>;
  /** Resolved is set */
  resolvedAt: InputMaybe<Scalars['Boolean']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type InternalAdvertiserIssueInput = {
  /** Advertiser */
  advertiserId: InputMaybe<Scalars['ID']['input']>;
  /** Comment */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Issue Type; one of cmp_issue, soft_block, hard_block, cookie_status_mismatch, other */
  issueType: InputMaybe<Scalars['String']['input']>;
  /** Reference audit */
  referenceAuditId: InputMaybe<Scalars['ID']['input']>;
  /** Resolution Conclusion; Providing a Resolution Conclusion will resolve this issue. */
  resolutionConclusion: InputMaybe<Scalars['String']['input']>;
  /** Resolved */
  resolvedAt: InputMaybe<Scalars['String']['input']>;
};

export type InternalAdvertiserIssuePage = {
  __typename?: 'InternalAdvertiserIssuePage';
  count: Scalars['Int']['output'];
  items: Array<InternalAdvertiserIssue>;
};

export type IssueReport = {
  __typename?: 'IssueReport';
  advertiserId: Scalars['ID']['output'];
  /** The advertiser's name in the CMS, else its domain */
  advertiserName: Maybe<Scalars['String']['output']>;
  /** Only for the reporter's company and the provider */
  auditId: Maybe<Scalars['ID']['output']>;
  comment: Scalars['String']['output'];
  /** Who reported it: the provider only */
  contactDetails: Maybe<IssueReportContactDetails>;
  createdAt: Scalars['DateTime']['output'];
  /** Only for the reporter's company and the provider */
  files: Array<IssueReportFile>;
  /** The report came from the caller's own company */
  fromOwnCompany: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  metadata: IssueReportMetadata;
};

export type IssueReportContactDetails = {
  __typename?: 'IssueReportContactDetails';
  company: Scalars['String']['output'];
  contact: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type IssueReportFile = {
  __typename?: 'IssueReportFile';
  contentType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type IssueReportMetadata = {
  __typename?: 'IssueReportMetadata';
  conversionChangeAmount: Maybe<Scalars['String']['output']>;
  conversionChangeAt: Maybe<Scalars['String']['output']>;
  conversionChangeType: Maybe<Scalars['String']['output']>;
  hasConversionChange: Scalars['Boolean']['output'];
  shouldEmailOtherPublishers: Scalars['Boolean']['output'];
};

export type IssueReportPage = {
  __typename?: 'IssueReportPage';
  count: Scalars['Int']['output'];
  items: Array<IssueReport>;
};

export type IssueReportSort = {
  field: IssueReportSortField;
  order: SortOrder;
};

export type IssueReportSortField =
  | 'ADVERTISER'
  | 'CREATED_AT'
  | 'REPORTER';

export type LastRunBatch = {
  __typename?: 'LastRunBatch';
  id: Scalars['ID']['output'];
  startedAt: Maybe<Scalars['String']['output']>;
};

export type LinkAssurancePage = {
  __typename?: 'LinkAssurancePage';
  count: Scalars['Int']['output'];
  items: Array<LinkAssuranceResult>;
};

export type LinkAssuranceResult = {
  __typename?: 'LinkAssuranceResult';
  auditId: Scalars['ID']['output'];
  auditedAt: Maybe<Scalars['DateTime']['output']>;
  batchId: Scalars['ID']['output'];
  colour: Maybe<Scalars['String']['output']>;
  companyId: Maybe<Scalars['String']['output']>;
  link: Scalars['String']['output'];
  status: Maybe<Scalars['String']['output']>;
  statusText: Maybe<Scalars['String']['output']>;
};

export type LinkAssuranceSort = {
  field: LinkAssuranceSortField;
  order: SortOrder;
};

export type LinkAssuranceSortField =
  | 'AUDITED_AT'
  | 'LINK'
  | 'STATUS';

/** Lite CMP (CMS) */
export type LiteCmp = {
  __typename?: 'LiteCmp';
  /** Accept button selector; CSS selector of the button that accepts all. */
  acceptButtonSelector: Maybe<Scalars['String']['output']>;
  /** Banner selector; CSS selector of the consent banner. */
  bannerSelector: Maybe<Scalars['String']['output']>;
  /** Classic CMP; The CMP the classic engine reports for it. */
  cmpId: Maybe<Scalars['ID']['output']>;
  /** Consent cookie name patterns; Regular expressions matched against the names of the cookies the CMP stores consent in. */
  cookieNamePatterns: Maybe<Array<Scalars['String']['output']>>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Active */
  isActive: Maybe<Scalars['Boolean']['output']>;
  /** Name */
  name: Maybe<Scalars['String']['output']>;
  /** Script URL patterns; Regular expressions matched against the addresses of scripts the page loads. */
  scriptUrlPatterns: Maybe<Array<Scalars['String']['output']>>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type LiteCmpFilter = {
  /** Classic CMP */
  cmpId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Active */
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Text anywhere in name, cmpId */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type LiteCmpInput = {
  /** Accept button selector; CSS selector of the button that accepts all. */
  acceptButtonSelector: InputMaybe<Scalars['String']['input']>;
  /** Banner selector; CSS selector of the consent banner. */
  bannerSelector: InputMaybe<Scalars['String']['input']>;
  /** Classic CMP; The CMP the classic engine reports for it. */
  cmpId: InputMaybe<Scalars['ID']['input']>;
  /** Consent cookie name patterns; Regular expressions matched against the names of the cookies the CMP stores consent in. */
  cookieNamePatterns: InputMaybe<Array<Scalars['String']['input']>>;
  /** Active */
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Name */
  name: InputMaybe<Scalars['String']['input']>;
  /** Script URL patterns; Regular expressions matched against the addresses of scripts the page loads. */
  scriptUrlPatterns: InputMaybe<Array<Scalars['String']['input']>>;
};

export type LiteCmpPage = {
  __typename?: 'LiteCmpPage';
  count: Scalars['Int']['output'];
  items: Array<LiteCmp>;
};

/** The Lite second opinion: the same link in a browser that looks different */
export type LiteResult = {
  __typename?: 'LiteResult';
  /** The consent manager Lite was shown; null: none */
  cmp: Maybe<Scalars['String']['output']>;
  error: Maybe<LiteResultError>;
  finishedAt: Scalars['DateTime']['output'];
  memoryCookieStatus: Maybe<Scalars['String']['output']>;
  memoryCookieStatusReadable: Maybe<Scalars['String']['output']>;
  /** Post-ALP and post-consent */
  screenshots: Array<AuditScreenshot>;
  /** LOCAL_PROCESSING or WEB_UNLOCKER */
  source: Scalars['String']['output'];
  sourceVerbiage: Maybe<Scalars['String']['output']>;
  /** Why Lite ran: 'requested', 'manual-review' or 'blocked' */
  trigger: Scalars['String']['output'];
};

export type LiteResultError = {
  __typename?: 'LiteResultError';
  message: Scalars['String']['output'];
  stack: Maybe<Scalars['String']['output']>;
};

/** One way the network remembers the click on the advertiser’s site */
export type MemoryCookieRule = {
  __typename?: 'MemoryCookieRule';
  /** The stored value must contain the click id (ANI) */
  mustContainAni: Scalars['Boolean']['output'];
  /** Regular expression for the name; {advertiserId} stands for the advertiser id */
  namePattern: Scalars['String']['output'];
  /** cookie, localStorage or sessionStorage */
  storage: Scalars['String']['output'];
};

export type MemoryCookieRuleInput = {
  mustContainAni: Scalars['Boolean']['input'];
  namePattern: Scalars['String']['input'];
  storage: Scalars['String']['input'];
};

/** Status (CMS) */
export type MemoryCookieStatus = {
  __typename?: 'MemoryCookieStatus';
  /** Audit */
  auditId: Maybe<Scalars['ID']['output']>;
  /** Comment */
  comment: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Source; one of LOCAL_PROCESSING, WEB_UNLOCKER */
  source: Maybe<Scalars['String']['output']>;
  /** Status; one of IMMEDIATE, CONDITIONAL_ON_CMP, CONDITIONAL_ON_CMP_AND_REFRESH, NO_MEMORY_COOKIE, CLOSED_ADVERTISER, NOT_AUDITED, MANUAL_REVIEW, OTHER */
  status: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type MemoryCookieStatusCount = {
  __typename?: 'MemoryCookieStatusCount';
  colour: Scalars['String']['output'];
  /** Null while the batch is still open (audits requested or running) */
  count: Maybe<Scalars['Int']['output']>;
  memoryCookieStatus: Scalars['String']['output'];
  status: Scalars['String']['output'];
  statusReadable: Scalars['String']['output'];
};

export type MemoryCookieStatusFilter = {
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in auditId, comment */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  /** Source */
  source: InputMaybe<Scalars['String']['input']>;
  /** Status */
  status: InputMaybe<Scalars['String']['input']>;
};

export type MemoryCookieStatusInput = {
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  /** Comment */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Source; one of LOCAL_PROCESSING, WEB_UNLOCKER */
  source: InputMaybe<Scalars['String']['input']>;
  /** Status; one of IMMEDIATE, CONDITIONAL_ON_CMP, CONDITIONAL_ON_CMP_AND_REFRESH, NO_MEMORY_COOKIE, CLOSED_ADVERTISER, NOT_AUDITED, MANUAL_REVIEW, OTHER */
  status: InputMaybe<Scalars['String']['input']>;
};

export type MemoryCookieStatusPage = {
  __typename?: 'MemoryCookieStatusPage';
  count: Scalars['Int']['output'];
  items: Array<MemoryCookieStatus>;
};

export type MonthCount = {
  __typename?: 'MonthCount';
  count: Scalars['Int']['output'];
  month: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  advertiserCreateOne: Advertiser;
  advertiserIssueComment: AdvertiserIssue;
  advertiserIssueStatusUpdate: AdvertiserIssue;
  advertiserRestoreById: Advertiser;
  advertiserSoftDeleteById: Advertiser;
  advertiserUpdateById: Advertiser;
  assignToUser: BulkAssignResult;
  auditAssign: Audit;
  auditAssignmentResolve: Audit;
  auditErrorCreateOne: AuditError;
  auditErrorUpdateById: AuditError;
  batchCreateOne: Batch;
  batchDeleteById: Scalars['ID']['output'];
  batchLinkDeleteById: Batch;
  batchLinkUpsertMany: Batch;
  batchRestoreById: Scalars['ID']['output'];
  batchSoftDeleteById: Scalars['ID']['output'];
  batchUpdateById: Batch;
  causeCreateOne: Cause;
  causeUpdateById: Cause;
  certificationResponsibilityCreateOne: CertificationResponsibility;
  certificationResponsibilityRestoreById: CertificationResponsibility;
  certificationResponsibilitySoftDeleteById: CertificationResponsibility;
  certificationResponsibilityUpdateById: CertificationResponsibility;
  cmpCreateOne: Cmp;
  cmpMetadataCreateOne: CmpMetadata;
  cmpMetadataUpdateById: CmpMetadata;
  cmpRestoreById: Cmp;
  cmpSoftDeleteById: Cmp;
  cmpUpdateById: Cmp;
  documentationPageCreateOne: DocumentationPage;
  documentationPageRestoreById: DocumentationPage;
  documentationPageSoftDeleteById: DocumentationPage;
  documentationPageUpdateById: DocumentationPage;
  guidedResultCreateOne: GuidedResult;
  guidedResultRestoreById: GuidedResult;
  guidedResultSoftDeleteById: GuidedResult;
  guidedResultUpdateById: GuidedResult;
  internalAdvertiserIssueCreateOne: InternalAdvertiserIssue;
  internalAdvertiserIssueRestoreById: InternalAdvertiserIssue;
  internalAdvertiserIssueSoftDeleteById: InternalAdvertiserIssue;
  internalAdvertiserIssueUpdateById: InternalAdvertiserIssue;
  liteCmpCreateOne: LiteCmp;
  liteCmpRestoreById: LiteCmp;
  liteCmpSoftDeleteById: LiteCmp;
  liteCmpUpdateById: LiteCmp;
  memoryCookieStatusCreateOne: MemoryCookieStatus;
  memoryCookieStatusRestoreById: MemoryCookieStatus;
  memoryCookieStatusSoftDeleteById: MemoryCookieStatus;
  memoryCookieStatusUpdateById: MemoryCookieStatus;
  narrativeCreateOne: Narrative;
  narrativeRestoreById: Narrative;
  narrativeSoftDeleteById: Narrative;
  narrativeUpdateById: Narrative;
  networkCreateOne: Network;
  networkInsightCreateOne: NetworkInsight;
  networkInsightRestoreById: NetworkInsight;
  networkInsightSoftDeleteById: NetworkInsight;
  networkInsightUpdateById: NetworkInsight;
  networkRestoreById: Network;
  networkSoftDeleteById: Network;
  /** Sets the success criteria (JSON, stage by stage); null puts them back to those the definition implies */
  networkSuccessCriteriaUpdateById: Network;
  networkUpdateById: Network;
  platformContentUpdate: PlatformContentEntry;
  platformCreateOne: Platform;
  platformRestoreById: Platform;
  platformSoftDeleteById: Platform;
  platformUpdateById: Platform;
  providerReportCreateOne: ProviderReport;
  providerReportRestoreById: ProviderReport;
  providerReportSoftDeleteById: ProviderReport;
  providerReportUpdateById: ProviderReport;
  providerVerificationCreateOne: ProviderVerification;
  providerVerificationRestoreById: ProviderVerification;
  providerVerificationSoftDeleteById: ProviderVerification;
  providerVerificationUpdateById: ProviderVerification;
  readModelCompareWithReplay: Array<ReadModelDifference>;
  readModelRebuild: ReadModelStatus;
  readModelRebuildCancel: ReadModelStatus;
  rejudgeAudits: RejudgeAuditsResult;
  runBatch: Scalars['ID']['output'];
  whitelistingRequestCreate: WhitelistingRequest;
  whitelistingRequestRestoreById: WhitelistingRequest;
  whitelistingRequestSoftDeleteById: WhitelistingRequest;
  whitelistingRequestUpdateById: WhitelistingRequest;
};


export type MutationAdvertiserCreateOneArgs = {
  record: AdvertiserInput;
};


export type MutationAdvertiserIssueCommentArgs = {
  advertiserId: Scalars['ID']['input'];
  comment: Scalars['String']['input'];
};


export type MutationAdvertiserIssueStatusUpdateArgs = {
  advertiserId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationAdvertiserRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdvertiserSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdvertiserUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: AdvertiserInput;
};


export type MutationAssignToUserArgs = {
  csv: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationAuditAssignArgs = {
  auditId: Scalars['ID']['input'];
  comment: InputMaybe<Scalars['String']['input']>;
  userId: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAuditAssignmentResolveArgs = {
  auditId: Scalars['ID']['input'];
  resolved: Scalars['Boolean']['input'];
};


export type MutationAuditErrorCreateOneArgs = {
  record: AuditErrorInput;
};


export type MutationAuditErrorUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: AuditErrorInput;
};


export type MutationBatchCreateOneArgs = {
  record: BatchCreateRecord;
};


export type MutationBatchDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBatchLinkDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBatchLinkUpsertManyArgs = {
  records: Array<BatchLinkUpsertRecord>;
};


export type MutationBatchRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBatchSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBatchUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: BatchUpdateRecord;
};


export type MutationCauseCreateOneArgs = {
  record: CauseInput;
};


export type MutationCauseUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: CauseInput;
};


export type MutationCertificationResponsibilityCreateOneArgs = {
  record: CertificationResponsibilityInput;
};


export type MutationCertificationResponsibilityRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCertificationResponsibilitySoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCertificationResponsibilityUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: CertificationResponsibilityInput;
};


export type MutationCmpCreateOneArgs = {
  record: CmpInput;
};


export type MutationCmpMetadataCreateOneArgs = {
  record: CmpMetadataInput;
};


export type MutationCmpMetadataUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: CmpMetadataInput;
};


export type MutationCmpRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCmpSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCmpUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: CmpInput;
};


export type MutationDocumentationPageCreateOneArgs = {
  record: DocumentationPageInput;
};


export type MutationDocumentationPageRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDocumentationPageSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDocumentationPageUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: DocumentationPageInput;
};


export type MutationGuidedResultCreateOneArgs = {
  record: GuidedResultInput;
};


export type MutationGuidedResultRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGuidedResultSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGuidedResultUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: GuidedResultInput;
};


export type MutationInternalAdvertiserIssueCreateOneArgs = {
  record: InternalAdvertiserIssueInput;
};


export type MutationInternalAdvertiserIssueRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInternalAdvertiserIssueSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationInternalAdvertiserIssueUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: InternalAdvertiserIssueInput;
};


export type MutationLiteCmpCreateOneArgs = {
  record: LiteCmpInput;
};


export type MutationLiteCmpRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLiteCmpSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLiteCmpUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: LiteCmpInput;
};


export type MutationMemoryCookieStatusCreateOneArgs = {
  record: MemoryCookieStatusInput;
};


export type MutationMemoryCookieStatusRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMemoryCookieStatusSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationMemoryCookieStatusUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: MemoryCookieStatusInput;
};


export type MutationNarrativeCreateOneArgs = {
  record: NarrativeInput;
};


export type MutationNarrativeRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNarrativeSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNarrativeUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: NarrativeInput;
};


export type MutationNetworkCreateOneArgs = {
  record: NetworkInput;
};


export type MutationNetworkInsightCreateOneArgs = {
  record: NetworkInsightInput;
};


export type MutationNetworkInsightRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNetworkInsightSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNetworkInsightUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: NetworkInsightInput;
};


export type MutationNetworkRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNetworkSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationNetworkSuccessCriteriaUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  successCriteria: InputMaybe<Scalars['String']['input']>;
};


export type MutationNetworkUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: NetworkInput;
};


export type MutationPlatformContentUpdateArgs = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};


export type MutationPlatformCreateOneArgs = {
  record: PlatformInput;
};


export type MutationPlatformRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPlatformSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPlatformUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: PlatformInput;
};


export type MutationProviderReportCreateOneArgs = {
  record: ProviderReportInput;
};


export type MutationProviderReportRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProviderReportSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProviderReportUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: ProviderReportInput;
};


export type MutationProviderVerificationCreateOneArgs = {
  record: ProviderVerificationInput;
};


export type MutationProviderVerificationRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProviderVerificationSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationProviderVerificationUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: ProviderVerificationInput;
};


export type MutationReadModelCompareWithReplayArgs = {
  name: Scalars['String']['input'];
};


export type MutationReadModelRebuildArgs = {
  name: Scalars['String']['input'];
};


export type MutationReadModelRebuildCancelArgs = {
  name: Scalars['String']['input'];
};


export type MutationRejudgeAuditsArgs = {
  apply?: Scalars['Boolean']['input'];
  filter: RejudgeFilter;
};


export type MutationRunBatchArgs = {
  batchId: Scalars['ID']['input'];
};


export type MutationWhitelistingRequestCreateArgs = {
  record: WhitelistingRequestCreateInput;
};


export type MutationWhitelistingRequestRestoreByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWhitelistingRequestSoftDeleteByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationWhitelistingRequestUpdateByIdArgs = {
  id: Scalars['ID']['input'];
  record: WhitelistingRequestInput;
};

/** Narrative (CMS) */
export type Narrative = {
  __typename?: 'Narrative';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Active */
  isActive: Maybe<Scalars['Boolean']['output']>;
  /** Narrative; What the publisher reads; plain words, no codes. */
  narrative: Maybe<Scalars['String']['output']>;
  /** Status type; one of IMMEDIATE, CONDITIONAL_ON_CMP, CONDITIONAL_ON_CMP_AND_REFRESH, NO_MEMORY_COOKIE, CLOSED_ADVERTISER, NOT_AUDITED, MANUAL_REVIEW, OTHER; The memory cookie status this narrative explains, if any. */
  statusType: Maybe<Scalars['String']['output']>;
  /** Title */
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type NarrativeFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Active */
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Text anywhere in title, narrative */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  /** Status type */
  statusType: InputMaybe<Scalars['String']['input']>;
};

export type NarrativeInput = {
  /** Active */
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Narrative; What the publisher reads; plain words, no codes. */
  narrative: InputMaybe<Scalars['String']['input']>;
  /** Status type; one of IMMEDIATE, CONDITIONAL_ON_CMP, CONDITIONAL_ON_CMP_AND_REFRESH, NO_MEMORY_COOKIE, CLOSED_ADVERTISER, NOT_AUDITED, MANUAL_REVIEW, OTHER; The memory cookie status this narrative explains, if any. */
  statusType: InputMaybe<Scalars['String']['input']>;
  /** Title */
  title: InputMaybe<Scalars['String']['input']>;
};

export type NarrativePage = {
  __typename?: 'NarrativePage';
  count: Scalars['Int']['output'];
  items: Array<Narrative>;
};

export type Network = {
  __typename?: 'Network';
  advertiserIdParams: Array<Scalars['String']['output']>;
  aliasNetworkId: Maybe<Scalars['ID']['output']>;
  aliases: Array<Scalars['String']['output']>;
  aniParams: Array<Scalars['String']['output']>;
  clickHostPatterns: Array<Scalars['String']['output']>;
  clientComment: Maybe<Scalars['String']['output']>;
  closedProgrammeMarkers: ClosedProgrammeMarkers;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  memoryCookie: Array<MemoryCookieRule>;
  /** Staff only: null for everyone else */
  moonpullComment: Maybe<Scalars['String']['output']>;
  moonpullId: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The company owning the network */
  ownerId: Maybe<Scalars['ID']['output']>;
  /** Per stage (niu ... alp-post-consent-refresh) checks with error ids, as JSON */
  successCriteria: Scalars['String']['output'];
  /** True when staff set the success criteria; false while they follow the definition */
  successCriteriaEdited: Scalars['Boolean']['output'];
  trackingScriptPatterns: Array<UrlPattern>;
  updatedAt: Scalars['DateTime']['output'];
  url: Maybe<Scalars['String']['output']>;
  /** Version of the network (its stream version); audits record the version that judged them */
  version: Scalars['Int']['output'];
};

export type NetworkAudits = {
  __typename?: 'NetworkAudits';
  count: Scalars['Int']['output'];
  networkId: Maybe<Scalars['String']['output']>;
  networkName: Scalars['String']['output'];
  tracked: Scalars['Int']['output'];
};

export type NetworkFilter = {
  aliasNetworkId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  ownerId: InputMaybe<Scalars['ID']['input']>;
  /** Text anywhere in the id, name, aliases, website or description */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted networks too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type NetworkInput = {
  advertiserIdParams: InputMaybe<Array<Scalars['String']['input']>>;
  aliasNetworkId: InputMaybe<Scalars['ID']['input']>;
  aliases: InputMaybe<Array<Scalars['String']['input']>>;
  aniParams: InputMaybe<Array<Scalars['String']['input']>>;
  clickHostPatterns: InputMaybe<Array<Scalars['String']['input']>>;
  clientComment: InputMaybe<Scalars['String']['input']>;
  closedProgrammeMarkers: InputMaybe<ClosedProgrammeMarkersInput>;
  description: InputMaybe<Scalars['String']['input']>;
  /** Network id (create only): lower-case letters, digits and dashes */
  id: InputMaybe<Scalars['ID']['input']>;
  isActive: InputMaybe<Scalars['Boolean']['input']>;
  memoryCookie: InputMaybe<Array<MemoryCookieRuleInput>>;
  moonpullComment: InputMaybe<Scalars['String']['input']>;
  name: InputMaybe<Scalars['String']['input']>;
  ownerId: InputMaybe<Scalars['ID']['input']>;
  trackingScriptPatterns: InputMaybe<Array<UrlPatternInput>>;
  url: InputMaybe<Scalars['String']['input']>;
};

/** Network insight (CMS) */
export type NetworkInsight = {
  __typename?: 'NetworkInsight';
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Insight */
  insight: Maybe<Scalars['String']['output']>;
  /** Published */
  isPublished: Maybe<Scalars['Boolean']['output']>;
  /** Network */
  networkId: Maybe<Scalars['ID']['output']>;
  /** Source */
  sourceUrl: Maybe<Scalars['String']['output']>;
  /** Title */
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type NetworkInsightFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Network */
  networkId: InputMaybe<Scalars['ID']['input']>;
  /** Text anywhere in title, networkId, insight */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type NetworkInsightInput = {
  /** Insight */
  insight: InputMaybe<Scalars['String']['input']>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Network */
  networkId: InputMaybe<Scalars['ID']['input']>;
  /** Source */
  sourceUrl: InputMaybe<Scalars['String']['input']>;
  /** Title */
  title: InputMaybe<Scalars['String']['input']>;
};

export type NetworkInsightPage = {
  __typename?: 'NetworkInsightPage';
  count: Scalars['Int']['output'];
  items: Array<NetworkInsight>;
};

export type NetworkPage = {
  __typename?: 'NetworkPage';
  count: Scalars['Int']['output'];
  items: Array<Network>;
};

/** Platform (CMS) */
export type Platform = {
  __typename?: 'Platform';
  /** Asset URL patterns; Regular expressions matched against the addresses of scripts, styles, preloads and images the page loads. */
  assetUrlPatterns: Maybe<Array<Scalars['String']['output']>>;
  /** Comment; Staff only. */
  comment: Maybe<Scalars['String']['output']>;
  /** Cookie name patterns; Regular expressions matched against the names of the cookies the landing page holds. */
  cookieNamePatterns: Maybe<Array<Scalars['String']['output']>>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  /** Globals; Names read on window in the page (Shopify.shop); a name that is defined is a match. */
  globals: Maybe<Array<Scalars['String']['output']>>;
  /** Document headers; Response headers of the landing document: x-shopid, or server: ^Squarespace. */
  headers: Maybe<Array<Scalars['String']['output']>>;
  id: Scalars['ID']['output'];
  /** Meta generator patterns; Regular expressions matched against <meta name="generator"> contents. */
  metaGeneratorPatterns: Maybe<Array<Scalars['String']['output']>>;
  /** Name */
  name: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Vendor */
  vendor: Maybe<Scalars['String']['output']>;
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

/** Platform content (spec section 3); every value is text */
export type PlatformContent = {
  __typename?: 'PlatformContent';
  /** JSON: feature → e-mails or company names that have it (case-insensitive) */
  accessControl: Scalars['String']['output'];
  /** Explains a memory cookie that depends on consent */
  browserCookieConditionalCopy: Scalars['String']['output'];
  /** Explains the memory cookie above audit results */
  browserCookieIntro: Scalars['String']['output'];
  /** Explains a missing memory cookie */
  browserCookieMissingCopy: Scalars['String']['output'];
  /** Handover impact (percent) at or above which it shows as danger */
  handoverImpactThresholdCritical: Scalars['String']['output'];
  /** Handover impact (percent) at or above which it shows as warning */
  handoverImpactThresholdWarning: Scalars['String']['output'];
  /** Help beside the conversion change box of the issue report */
  issueReportConversionChangeHelp: Scalars['String']['output'];
  /** Copy at the top of the Report an issue with this advertiser modal */
  issueReportIntro: Scalars['String']['output'];
  /** Public service message shown in a modal at login; empty shows none */
  psa: Scalars['String']['output'];
};

export type PlatformContentEntry = {
  __typename?: 'PlatformContentEntry';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type PlatformFilter = {
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in name, vendor */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendor */
  vendor: InputMaybe<Scalars['String']['input']>;
};

export type PlatformInput = {
  /** Asset URL patterns; Regular expressions matched against the addresses of scripts, styles, preloads and images the page loads. */
  assetUrlPatterns: InputMaybe<Array<Scalars['String']['input']>>;
  /** Comment; Staff only. */
  comment: InputMaybe<Scalars['String']['input']>;
  /** Cookie name patterns; Regular expressions matched against the names of the cookies the landing page holds. */
  cookieNamePatterns: InputMaybe<Array<Scalars['String']['input']>>;
  /** Globals; Names read on window in the page (Shopify.shop); a name that is defined is a match. */
  globals: InputMaybe<Array<Scalars['String']['input']>>;
  /** Document headers; Response headers of the landing document: x-shopid, or server: ^Squarespace. */
  headers: InputMaybe<Array<Scalars['String']['input']>>;
  /** Platform id */
  id: InputMaybe<Scalars['ID']['input']>;
  /** Meta generator patterns; Regular expressions matched against <meta name="generator"> contents. */
  metaGeneratorPatterns: InputMaybe<Array<Scalars['String']['input']>>;
  /** Name */
  name: InputMaybe<Scalars['String']['input']>;
  /** Vendor */
  vendor: InputMaybe<Scalars['String']['input']>;
};

export type PlatformPage = {
  __typename?: 'PlatformPage';
  count: Scalars['Int']['output'];
  items: Array<Platform>;
};

/** The product as configured: its brand is a setting (PRODUCT_NAME). */
export type Product = {
  __typename?: 'Product';
  name: Scalars['String']['output'];
};

/** Provider report (CMS) */
export type ProviderReport = {
  __typename?: 'ProviderReport';
  /** Body */
  body: Maybe<Scalars['String']['output']>;
  /** Company; Empty: shown to every customer with the feature. */
  companyId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Published */
  isPublished: Maybe<Scalars['Boolean']['output']>;
  /** Period; e.g. 2026-Q3 */
  period: Maybe<Scalars['String']['output']>;
  /** Report file */
  reportUrl: Maybe<Scalars['String']['output']>;
  /** Title */
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type ProviderReportFilter = {
  /** Company */
  companyId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Period */
  period: InputMaybe<Scalars['String']['input']>;
  /** Text anywhere in title, body, period */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProviderReportInput = {
  /** Body */
  body: InputMaybe<Scalars['String']['input']>;
  /** Company; Empty: shown to every customer with the feature. */
  companyId: InputMaybe<Scalars['ID']['input']>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Period; e.g. 2026-Q3 */
  period: InputMaybe<Scalars['String']['input']>;
  /** Report file */
  reportUrl: InputMaybe<Scalars['String']['input']>;
  /** Title */
  title: InputMaybe<Scalars['String']['input']>;
};

export type ProviderReportPage = {
  __typename?: 'ProviderReportPage';
  count: Scalars['Int']['output'];
  items: Array<ProviderReport>;
};

/** Verification page (CMS) */
export type ProviderVerification = {
  __typename?: 'ProviderVerification';
  /** Body */
  body: Maybe<Scalars['String']['output']>;
  /** Company; Empty: shown to every customer with the feature. */
  companyId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Published */
  isPublished: Maybe<Scalars['Boolean']['output']>;
  /** Title */
  title: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
};

export type ProviderVerificationFilter = {
  /** Company */
  companyId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Text anywhere in title, body */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
};

export type ProviderVerificationInput = {
  /** Body */
  body: InputMaybe<Scalars['String']['input']>;
  /** Company; Empty: shown to every customer with the feature. */
  companyId: InputMaybe<Scalars['ID']['input']>;
  /** Published */
  isPublished: InputMaybe<Scalars['Boolean']['input']>;
  /** Title */
  title: InputMaybe<Scalars['String']['input']>;
};

export type ProviderVerificationPage = {
  __typename?: 'ProviderVerificationPage';
  count: Scalars['Int']['output'];
  items: Array<ProviderVerification>;
};

export type Query = {
  __typename?: 'Query';
  advertiserById: Maybe<Advertiser>;
  advertiserCertifications: AdvertiserCertificationPage;
  advertiserIssue: Maybe<AdvertiserIssue>;
  advertiserIssueMany: AdvertiserIssuePage;
  /** The networks whose advertisers the caller manages */
  advertiserNetworkChoices: Array<AdvertiserNetworkChoice>;
  /** Advertisers of the networks the caller manages: filtered, searched, sorted, one page */
  advertiserPage: AdvertiserPage;
  auditErrorById: Maybe<AuditError>;
  /** Errors: filtered, searched, sorted, one page */
  auditErrorMany: AuditErrorPage;
  auditEvidenceDiff: Maybe<EvidenceDiff>;
  auditFilterChoices: AuditFilterChoices;
  auditMany: AuditPagination;
  auditOne: Maybe<Audit>;
  auditsForBatch: AuditPagination;
  batchById: Maybe<Batch>;
  batchLinkCsv: Scalars['String']['output'];
  batchMany: BatchPage;
  batchOne: Maybe<Batch>;
  causeById: Maybe<Cause>;
  causeMany: Array<Cause>;
  certificationResponsibilityById: Maybe<CertificationResponsibility>;
  /** Certification responsibilities: filtered, searched, sorted, one page */
  certificationResponsibilityMany: CertificationResponsibilityPage;
  cmpById: Maybe<Cmp>;
  /** CMPs: filtered, searched, sorted, one page */
  cmpMany: CmpPage;
  cmpMetadataById: Maybe<CmpMetadata>;
  /** CMP metadata: filtered, searched, sorted, one page */
  cmpMetadataMany: CmpMetadataPage;
  companyById: Company;
  companyMany: Array<Company>;
  csvAuditsWithReason: Scalars['String']['output'];
  dashboardCharts: DashboardCharts;
  documentationPageById: Maybe<DocumentationPage>;
  /** Documentation pages: filtered, searched, sorted, one page */
  documentationPageMany: DocumentationPagePage;
  entityAsOf: Maybe<EntitySnapshot>;
  errorLegend: Array<ErrorLegendEntry>;
  eventSearch: EventSearchPage;
  finishedStatusProcessing: AuditPagination;
  generateBatchCSV: Scalars['String']['output'];
  generateBatchCSVFromSearch: Scalars['String']['output'];
  generateClientReport: Scalars['String']['output'];
  generateCsvFromBatchIds: Scalars['String']['output'];
  generateFilteredEnterpriseReport: Scalars['String']['output'];
  generateMultiBatchCSV: Scalars['String']['output'];
  guidedResultById: Maybe<GuidedResult>;
  /** Guided results: filtered, searched, sorted, one page */
  guidedResultMany: GuidedResultPage;
  identifiedAdvertisers: Array<IdentifiedAdvertiser>;
  internalAdvertiserIssueById: Maybe<InternalAdvertiserIssue>;
  /** Internal advertiser issues: filtered, searched, sorted, one page */
  internalAdvertiserIssueMany: InternalAdvertiserIssuePage;
  issueReportMany: IssueReportPage;
  linkAssuranceResults: LinkAssurancePage;
  liteCmpById: Maybe<LiteCmp>;
  /** Lite CMPs: filtered, searched, sorted, one page */
  liteCmpMany: LiteCmpPage;
  memoryCookieStatusById: Maybe<MemoryCookieStatus>;
  /** Statuses: filtered, searched, sorted, one page */
  memoryCookieStatusMany: MemoryCookieStatusPage;
  memoryCookieStatusSummary: Array<MemoryCookieStatusCount>;
  mostRecentAudits: Array<Audit>;
  narrativeById: Maybe<Narrative>;
  /** Narratives: filtered, searched, sorted, one page */
  narrativeMany: NarrativePage;
  networkById: Maybe<Network>;
  networkInsightById: Maybe<NetworkInsight>;
  /** Network insights: filtered, searched, sorted, one page */
  networkInsightMany: NetworkInsightPage;
  networkMany: Array<Network>;
  /** Networks, deleted ones on request: filtered, searched, sorted, one page */
  networkPage: NetworkPage;
  platformById: Maybe<Platform>;
  platformContent: PlatformContent;
  platformContentByKey: PlatformContentEntry;
  /** Platforms: filtered, searched, sorted, one page */
  platformMany: PlatformPage;
  product: Product;
  providerReportById: Maybe<ProviderReport>;
  /** Provider reports: filtered, searched, sorted, one page */
  providerReportMany: ProviderReportPage;
  providerVerificationById: Maybe<ProviderVerification>;
  /** Verification pages: filtered, searched, sorted, one page */
  providerVerificationMany: ProviderVerificationPage;
  queueCounts: Array<QueueCount>;
  readModels: Array<ReadModelStatus>;
  responsibleNetworksMany: Array<ResponsibleNetwork>;
  startedStatusProcessing: AuditPagination;
  streamHistory: Maybe<StreamHistoryPage>;
  templateVerdictAlerts: Maybe<TemplateVerdictAlerts>;
  userMany: Array<User>;
  whitelistingRequestById: Maybe<WhitelistingRequest>;
  /** Whitelisting requests: filtered, searched, sorted, one page */
  whitelistingRequestMany: WhitelistingRequestPage;
};


export type QueryAdvertiserByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdvertiserCertificationsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  sortBy: InputMaybe<AdvertiserCertificationSort>;
};


export type QueryAdvertiserIssueArgs = {
  advertiserId: Scalars['ID']['input'];
};


export type QueryAdvertiserIssueManyArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sortBy: InputMaybe<AdvertiserIssueSort>;
  status: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdvertiserPageArgs = {
  filter: InputMaybe<AdvertiserFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditErrorByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAuditErrorManyArgs = {
  filter: InputMaybe<AuditErrorFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryAuditEvidenceDiffArgs = {
  leftAuditId: Scalars['ID']['input'];
  rightAuditId: Scalars['ID']['input'];
};


export type QueryAuditManyArgs = {
  filter: InputMaybe<AuditManyFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sort?: AuditManySort;
  sortBy: InputMaybe<AuditSort>;
};


export type QueryAuditOneArgs = {
  filter: AuditOneFilter;
};


export type QueryAuditsForBatchArgs = {
  assignedToMe: InputMaybe<Scalars['Boolean']['input']>;
  batchId: InputMaybe<Scalars['ID']['input']>;
  companyId: InputMaybe<Scalars['ID']['input']>;
  countryCode: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<AuditManyFilter>;
  onlyCompleted: InputMaybe<Scalars['Boolean']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  queryString: InputMaybe<Scalars['String']['input']>;
  sortBy: InputMaybe<AuditSort>;
};


export type QueryBatchByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBatchLinkCsvArgs = {
  batchId: Scalars['ID']['input'];
};


export type QueryBatchManyArgs = {
  assignedToMe: InputMaybe<Scalars['Boolean']['input']>;
  batchFilterString: InputMaybe<Scalars['String']['input']>;
  companyType: InputMaybe<Scalars['String']['input']>;
  filter: InputMaybe<BatchManyFilter>;
  linkFilter: InputMaybe<BatchLinkFilter>;
  minNumLinks: InputMaybe<Scalars['Int']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  sortBy: InputMaybe<BatchSort>;
};


export type QueryBatchOneArgs = {
  id: InputMaybe<Scalars['ID']['input']>;
  oldMongoId: InputMaybe<Scalars['String']['input']>;
};


export type QueryCauseByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCertificationResponsibilityByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCertificationResponsibilityManyArgs = {
  filter: InputMaybe<CertificationResponsibilityFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryCmpByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCmpManyArgs = {
  filter: InputMaybe<CmpFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryCmpMetadataByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCmpMetadataManyArgs = {
  filter: InputMaybe<CmpMetadataFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryCompanyByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCsvAuditsWithReasonArgs = {
  endDate: InputMaybe<Scalars['String']['input']>;
  reasonId: Scalars['String']['input'];
  startDate: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryDashboardChartsArgs = {
  companyId: InputMaybe<Scalars['String']['input']>;
};


export type QueryDocumentationPageByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDocumentationPageManyArgs = {
  filter: InputMaybe<DocumentationPageFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryEntityAsOfArgs = {
  asOf: Scalars['DateTime']['input'];
  streamId: Scalars['String']['input'];
};


export type QueryEventSearchArgs = {
  actorId: InputMaybe<Scalars['String']['input']>;
  companyId: InputMaybe<Scalars['String']['input']>;
  from: InputMaybe<Scalars['DateTime']['input']>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  streamType: InputMaybe<Scalars['String']['input']>;
  to: InputMaybe<Scalars['DateTime']['input']>;
  type: InputMaybe<Scalars['String']['input']>;
};


export type QueryFinishedStatusProcessingArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  timeWindow?: Scalars['Int']['input'];
};


export type QueryGenerateBatchCsvArgs = {
  advertiserNames: InputMaybe<Array<Scalars['String']['input']>>;
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryGenerateBatchCsvFromSearchArgs = {
  advertiserAlps: InputMaybe<Array<Scalars['String']['input']>>;
  advertiserNames: InputMaybe<Array<Scalars['String']['input']>>;
  assigneeIds: InputMaybe<Array<Scalars['ID']['input']>>;
  batchIds: InputMaybe<Array<Scalars['ID']['input']>>;
  companyId: InputMaybe<Scalars['ID']['input']>;
  endDate: InputMaybe<Scalars['String']['input']>;
  networkName: InputMaybe<Scalars['String']['input']>;
  startDate: InputMaybe<Scalars['String']['input']>;
  status: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryGenerateClientReportArgs = {
  batchIds: Array<Scalars['ID']['input']>;
  type: Scalars['String']['input'];
};


export type QueryGenerateCsvFromBatchIdsArgs = {
  batchIds: Array<Scalars['ID']['input']>;
};


export type QueryGenerateFilteredEnterpriseReportArgs = {
  countryCodes: InputMaybe<Array<Scalars['String']['input']>>;
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGenerateMultiBatchCsvArgs = {
  moreBatches: InputMaybe<Array<Scalars['ID']['input']>>;
  primaryBatch: Scalars['ID']['input'];
  secondaryBatch: Scalars['ID']['input'];
  type: InputMaybe<Scalars['String']['input']>;
};


export type QueryGuidedResultByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGuidedResultManyArgs = {
  filter: InputMaybe<GuidedResultFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryIdentifiedAdvertisersArgs = {
  endDate: InputMaybe<Scalars['String']['input']>;
  networkName: Scalars['String']['input'];
  startDate: InputMaybe<Scalars['String']['input']>;
};


export type QueryInternalAdvertiserIssueByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInternalAdvertiserIssueManyArgs = {
  filter: InputMaybe<InternalAdvertiserIssueFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryIssueReportManyArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  search: InputMaybe<Scalars['String']['input']>;
  sortBy: InputMaybe<IssueReportSort>;
};


export type QueryLinkAssuranceResultsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  q: InputMaybe<Scalars['String']['input']>;
  sortBy: InputMaybe<LinkAssuranceSort>;
};


export type QueryLiteCmpByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLiteCmpManyArgs = {
  filter: InputMaybe<LiteCmpFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemoryCookieStatusByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMemoryCookieStatusManyArgs = {
  filter: InputMaybe<MemoryCookieStatusFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryMemoryCookieStatusSummaryArgs = {
  batchId: Scalars['ID']['input'];
};


export type QueryMostRecentAuditsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryNarrativeByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNarrativeManyArgs = {
  filter: InputMaybe<NarrativeFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryNetworkByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNetworkInsightByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNetworkInsightManyArgs = {
  filter: InputMaybe<NetworkInsightFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryNetworkManyArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryNetworkPageArgs = {
  filter: InputMaybe<NetworkFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlatformByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPlatformContentByKeyArgs = {
  key: Scalars['String']['input'];
};


export type QueryPlatformManyArgs = {
  filter: InputMaybe<PlatformFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryProviderReportByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProviderReportManyArgs = {
  filter: InputMaybe<ProviderReportFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryProviderVerificationByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProviderVerificationManyArgs = {
  filter: InputMaybe<ProviderVerificationFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};


export type QueryResponsibleNetworksManyArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryStartedStatusProcessingArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  timeWindow?: Scalars['Int']['input'];
};


export type QueryStreamHistoryArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  streamId: Scalars['String']['input'];
};


export type QueryTemplateVerdictAlertsArgs = {
  templateId: Scalars['ID']['input'];
};


export type QueryUserManyArgs = {
  filter: InputMaybe<UserManyFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWhitelistingRequestByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWhitelistingRequestManyArgs = {
  filter: InputMaybe<WhitelistingRequestFilter>;
  page: InputMaybe<Scalars['Int']['input']>;
  perPage: InputMaybe<Scalars['Int']['input']>;
  sortField: InputMaybe<Scalars['String']['input']>;
  sortOrder: InputMaybe<Scalars['String']['input']>;
};

export type QueueCount = {
  __typename?: 'QueueCount';
  /** Audits requested or running on the queue */
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

/** How one table of a read model differs from a fresh replay of the event store. */
export type ReadModelDifference = {
  __typename?: 'ReadModelDifference';
  /** A few of those rows as text. */
  liveSamples: Array<Scalars['String']['output']>;
  /** Rows the read model has and a replay does not. */
  onlyLive: Scalars['Int']['output'];
  /** Rows a replay has and the read model does not. */
  onlyReplay: Scalars['Int']['output'];
  replaySamples: Array<Scalars['String']['output']>;
  table: Scalars['String']['output'];
};

export type ReadModelError = {
  __typename?: 'ReadModelError';
  at: Scalars['DateTime']['output'];
  message: Scalars['String']['output'];
};

export type ReadModelRebuild = {
  __typename?: 'ReadModelRebuild';
  applied: Scalars['Int']['output'];
  /** Cancelled by its operator before the swap: the read model is as it was. */
  cancelled: Scalars['Boolean']['output'];
  error: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  startedAt: Scalars['DateTime']['output'];
  /** Events in the store when the rebuild started. */
  total: Scalars['Int']['output'];
};

/** A read model (projection) against the event store. */
export type ReadModelStatus = {
  __typename?: 'ReadModelStatus';
  checkpoint: Scalars['String']['output'];
  checkpointAt: Maybe<Scalars['DateTime']['output']>;
  /** Events in the store not applied yet (counted up to 100,000). */
  lag: Scalars['Int']['output'];
  lagCapped: Scalars['Boolean']['output'];
  lastError: Maybe<ReadModelError>;
  name: Scalars['String']['output'];
  rebuild: Maybe<ReadModelRebuild>;
  tables: Array<Scalars['String']['output']>;
};

export type RejudgeAuditsResult = {
  __typename?: 'RejudgeAuditsResult';
  /** False for a dry run */
  apply: Scalars['Boolean']['output'];
  /** Audits whose memory cookie status or errors change */
  changed: Scalars['Int']['output'];
  /** Oldest audit first */
  changes: Array<AuditRejudgement>;
  /** Completed audits the filter chose */
  examined: Scalars['Int']['output'];
  /** More changes than the 1000 listed */
  truncated: Scalars['Boolean']['output'];
  /** AuditRejudged events stored */
  written: Scalars['Int']['output'];
};

/** Which audits to judge again; at least one field */
export type RejudgeFilter = {
  batchId: InputMaybe<Scalars['ID']['input']>;
  /** Audited at or after */
  from: InputMaybe<Scalars['DateTime']['input']>;
  /** Audits whose current verdict this network judged */
  networkId: InputMaybe<Scalars['String']['input']>;
  /** Audited at or before */
  to: InputMaybe<Scalars['DateTime']['input']>;
};

export type RejudgeVerdict = {
  __typename?: 'RejudgeVerdict';
  errors: Array<Scalars['String']['output']>;
  memoryCookieStatus: Scalars['String']['output'];
  memoryCookieStatusReadable: Scalars['String']['output'];
  networkId: Maybe<Scalars['String']['output']>;
  networkName: Maybe<Scalars['String']['output']>;
  /** Version of the network's definition that judged */
  networkVersion: Maybe<Scalars['Int']['output']>;
};

export type ResponsibleNetwork = {
  __typename?: 'ResponsibleNetwork';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SchedulingError = {
  __typename?: 'SchedulingError';
  message: Scalars['String']['output'];
  ts: Scalars['String']['output'];
};

export type SiteAppAssociations = {
  __typename?: 'SiteAppAssociations';
  androidAppSiteAssociation: Maybe<Scalars['String']['output']>;
  appleAppSiteAssociation: Maybe<Scalars['String']['output']>;
};

export type SnapshotField = {
  __typename?: 'SnapshotField';
  field: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

export type StreamHistoryPage = {
  __typename?: 'StreamHistoryPage';
  entries: Array<HistoryEntry>;
  total: Scalars['Int']['output'];
};

export type TemplateVerdictAlerts = {
  __typename?: 'TemplateVerdictAlerts';
  activity: Array<VerdictAlertActivity>;
  signatureHeader: Scalars['String']['output'];
  timestampHeader: Scalars['String']['output'];
  webhookSecret: Scalars['String']['output'];
};

/** A URL on a host (glob, * for any run of characters) whose path matches a regular expression */
export type UrlPattern = {
  __typename?: 'UrlPattern';
  host: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type UrlPatternInput = {
  host: Scalars['String']['input'];
  path: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  company: Maybe<Company>;
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  grants: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isCompanyOwner: Scalars['Boolean']['output'];
  isEnabled: Scalars['Boolean']['output'];
  lastLoginAt: Maybe<Scalars['DateTime']['output']>;
  /** Must choose a password at the next login */
  mustSetPassword: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  roles: Array<Role>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UserManyFilter = {
  companyId: InputMaybe<Scalars['ID']['input']>;
  isEnabled: InputMaybe<Scalars['Boolean']['input']>;
};

/** One thing the verdict-change alerts did for a run of the template. */
export type VerdictAlertActivity = {
  __typename?: 'VerdictAlertActivity';
  at: Scalars['DateTime']['output'];
  attempt: Maybe<Scalars['Int']['output']>;
  batchId: Scalars['ID']['output'];
  changes: Maybe<Scalars['Int']['output']>;
  error: Maybe<Scalars['String']['output']>;
  kind: Scalars['String']['output'];
  ok: Maybe<Scalars['Boolean']['output']>;
  status: Maybe<Scalars['Int']['output']>;
  to: Maybe<Scalars['String']['output']>;
};

export type WeekStatuses = {
  __typename?: 'WeekStatuses';
  counts: Array<ChartStatusCount>;
  weekStart: Scalars['String']['output'];
};

/** Whitelisting request (CMS) */
export type WhitelistingRequest = {
  __typename?: 'WhitelistingRequest';
  /** Advertiser */
  advertiserId: Maybe<Scalars['ID']['output']>;
  /** Audit */
  auditId: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Data centre ids */
  datacenterIds: Maybe<Array<Scalars['String']['output']>>;
  deletedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Message */
  message: Maybe<Scalars['String']['output']>;
  /** Provider comment; Staff only. */
  moonpullComment: Maybe<Scalars['String']['output']>;
  /** Recipient name */
  technicalContact: Maybe<Scalars['String']['output']>;
  /** Recipient email */
  technicalContactEmail: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** Requested by */
  userId: Maybe<Scalars['ID']['output']>;
  /** Version of the item (its stream version); its history lines up with it */
  version: Scalars['Int']['output'];
  /** Active */
  whitelistActive: Maybe<Scalars['Boolean']['output']>;
  /** Confirmed */
  whitelistConfirmed: Maybe<Scalars['Boolean']['output']>;
  /** Sent */
  whitelistSent: Maybe<Scalars['Boolean']['output']>;
  /** Sent on; Filled in with the time Sent is ticked, unless given. */
  whitelistSentDate: Maybe<Scalars['String']['output']>;
};

export type WhitelistingRequestCreateInput = {
  advertiserId: InputMaybe<Scalars['ID']['input']>;
  auditId: InputMaybe<Scalars['ID']['input']>;
  message: InputMaybe<Scalars['String']['input']>;
  /** Recipient name */
  technicalContact: InputMaybe<Scalars['String']['input']>;
  /** Recipient email */
  technicalContactEmail: InputMaybe<Scalars['String']['input']>;
};

export type WhitelistingRequestFilter = {
  /** Advertiser */
  advertiserId: InputMaybe<Scalars['ID']['input']>;
  ids: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Text anywhere in advertiserId, technicalContact, technicalContactEmail, message, moonpullComment */
  q: InputMaybe<Scalars['String']['input']>;
  /** Deleted items too */
  showDeleted: InputMaybe<Scalars['Boolean']['input']>;
  /** Active */
  whitelistActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Confirmed */
  whitelistConfirmed: InputMaybe<Scalars['Boolean']['input']>;
  /** Sent */
  whitelistSent: InputMaybe<Scalars['Boolean']['input']>;
};

export type WhitelistingRequestInput = {
  /** Advertiser */
  advertiserId: InputMaybe<Scalars['ID']['input']>;
  /** Audit */
  auditId: InputMaybe<Scalars['ID']['input']>;
  /** Data centre ids */
  datacenterIds: InputMaybe<Array<Scalars['String']['input']>>;
  /** Message */
  message: InputMaybe<Scalars['String']['input']>;
  /** Provider comment; Staff only. */
  moonpullComment: InputMaybe<Scalars['String']['input']>;
  /** Recipient name */
  technicalContact: InputMaybe<Scalars['String']['input']>;
  /** Recipient email */
  technicalContactEmail: InputMaybe<Scalars['String']['input']>;
  /** Requested by */
  userId: InputMaybe<Scalars['ID']['input']>;
  /** Active */
  whitelistActive: InputMaybe<Scalars['Boolean']['input']>;
  /** Confirmed */
  whitelistConfirmed: InputMaybe<Scalars['Boolean']['input']>;
  /** Sent */
  whitelistSent: InputMaybe<Scalars['Boolean']['input']>;
  /** Sent on; Filled in with the time Sent is ticked, unless given. */
  whitelistSentDate: InputMaybe<Scalars['String']['input']>;
};

export type WhitelistingRequestPage = {
  __typename?: 'WhitelistingRequestPage';
  count: Scalars['Int']['output'];
  items: Array<WhitelistingRequest>;
};
