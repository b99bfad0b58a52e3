import type { Colour } from '@tracklight/presentation';

/** A badge of the strip as the server hands it over: already filtered for the viewer. */
export interface AuditBadge {
  key: string;
  label: string;
  colour: Colour | null;
  superAdminOnly: boolean;
  /** What the badge reveals on demand: the Lite error stack, or the alternative refresh-stage URL. */
  detail: string | null;
}

export interface AuditScreenshot {
  id: string;
  screenshotUrl: string;
  stage: string;
}

/** The journey fields that say how far the audit got and how much tracking each step loses. */
export interface AuditJourney {
  hasAlp: boolean | null;
  hasAlpPostConsent: boolean | null;
  hasAlpPostConsentRefresh: boolean | null;
  handoverImpact: number | null;
  handoverImpactPostConsent: number | null;
  handoverImpactPostConsentRefresh: number | null;
  handoverImpactColour: Colour;
  handoverImpactPostConsentColour: Colour;
  handoverImpactPostConsentRefreshColour: Colour;
  /** The errors this viewer may see, with the CMS's text (/error-management). */
  moonpullErrors: { moonpullErrorId: string; description: string | null }[];
}

/** The audit as GraphQL auditOne gives it to the audit pages (admin-ui/src/audits/audit-queries.ts). */
export interface AuditRecord extends AuditJourney {
  id: string;
  batchId: string;
  status: string;
  link: string;
  name: string | null;
  countryCode: string;
  userDefinedNetwork: string | null;
  auditedAt: string | null;
  auditTime: number | null;
  finalDomain: string | null;
  failReason: string | null;
  otherReason: string | null;
  proxy: string | null;
  network: { name: string } | null;
  advertiser: { id: string; name: string | null } | null;
  memoryCookieStatus: string | null;
  memoryCookieStatusReadable: string;
  memoryCookieStatusColour: Colour;
  /** What the verdict means for the publisher, in one sentence (libs/presentation verdictSentence). */
  verdictSentence: string;
  displayStatus: { kind: string; text: string | null; colour: Colour | null; icon?: string | null };
  cookieStatusLetters: string;
  detectedCmp: { name: string | null } | null;
  cmpVendor: string | null;
  liteResult: LiteResultRecord | null;
  /** Only for users with the appAssociations access right; null otherwise or when none was fetched. */
  siteAppAssociations?: { appleAppSiteAssociation: string | null; androidAppSiteAssociation: string | null } | null;
  /** Super admins: why the audit ran again through a residential proxy. */
  residentialRetryReason?: string | null;
  cookiesWereAccepted: boolean | null;
  manualReviewRequired: boolean | null;
  batchLink: { postAlpURL: string | null; skipConsent: boolean | null; puppeteerFlags: string | null };
  badges: AuditBadge[];
  screenshots: AuditScreenshot[];
  /** The runs of the same link before and after this one (same company and country). */
  previousComparisonAudit: { id: string } | null;
  nextComparisonAudit: { id: string } | null;
  /** Who looks after the link, and whether they are done (issue 20). */
  assignedTo: { id: string; name: string | null; email: string | null } | null;
  assignmentResolved: boolean;
  companyId: string | null;
}

/** The Lite second opinion (issue 17): the short shape lists and the CMP rule read, and the Lite page's details. */
export interface LiteResultRecord {
  error: { message?: string; stack: string | null } | null;
  cmp: string | null;
  source?: string;
  sourceVerbiage?: string | null;
  trigger?: string;
  memoryCookieStatus?: string | null;
  memoryCookieStatusReadable?: string | null;
  screenshots?: AuditScreenshot[];
}

const FINISHED = ['DONE', 'FAILED'];

export const isFinished = (audit: Pick<AuditRecord, 'status'>) => FINISHED.includes(audit.status);

/**
 * The batch page's audit list fills react-admin's cache for each of its rows, so a report opened
 * from there first sees that short row; only auditOne asks for the screenshots.
 */
export const isFullAudit = (record: Partial<AuditRecord> | undefined): record is AuditRecord =>
  Array.isArray(record?.screenshots);
