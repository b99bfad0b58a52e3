import type { AuditGqlView } from '../audits/audit.views';

/** One column of a report: its header and how a presented audit fills it. */
export interface ReportColumn {
  header: string;
  value: (audit: AuditGqlView, context: { reportUrl: (auditId: string) => string }) => unknown;
}

// A report holds the errors the viewer may see (the presenter drops staff-only ones), less those
// the CMS hides from downloads (/error-management), in the CMS's words.
const downloadable = (audit: AuditGqlView) => audit.moonpullErrors.filter((e) => !e.hideFromDownload);
const errorsOf = (audit: AuditGqlView) => downloadable(audit).map((e) => e.moonpullErrorId);
const readableErrors = (audit: AuditGqlView) => downloadable(audit).map((e) => `${e.moonpullErrorId} ${e.description ?? ''}`.trim());
const percent = (value: number | null) => (value === null ? null : `${Math.round(value)}%`);

// The columns every report shares, in the words of the screens (libs/presentation via the
// presented audit): a report is a choice among these, never a copy of them.
const COLUMNS = {
  batch: { header: 'Batch', value: (a) => a.batchId },
  link: { header: 'Affiliate link', value: (a) => a.link },
  name: { header: 'Name', value: (a) => a.name },
  placement: { header: 'Placement', value: (a) => a.placement },
  tags: { header: 'Tags', value: (a) => a.tags },
  country: { header: 'Country', value: (a) => a.countryCode },
  network: { header: 'Network', value: (a) => a.network?.name ?? a.userDefinedNetwork },
  advertiser: { header: 'Advertiser', value: (a) => a.advertiser?.name ?? a.finalDomain },
  landing: { header: 'Landing domain', value: (a) => a.finalDomain },
  status: { header: 'Memory cookie status', value: (a) => a.displayStatus.text ?? a.memoryCookieStatusReadable },
  statusCode: { header: 'Status code', value: (a) => a.memoryCookieStatus },
  impact: { header: 'Tracking lost (handover impact)', value: (a) => percent(a.handoverImpact) },
  impactPostConsent: { header: 'Tracking lost after consent', value: (a) => percent(a.handoverImpactPostConsent) },
  cmp: { header: 'Consent platform', value: (a) => a.detectedCmp?.name ?? a.cmpVendor },
  errors: { header: 'Problems found', value: readableErrors },
  errorIds: { header: 'Error ids', value: errorsOf },
  audited: { header: 'Audited', value: (a) => a.auditedAt },
  report: { header: 'Report', value: (a, c) => c.reportUrl(a.id) },
  auditId: { header: 'Audit id', value: (a) => a.id },
  auditStatus: { header: 'Audit status', value: (a) => a.status },
  failReason: { header: 'Failure', value: (a) => a.failReason },
  otherReason: { header: 'Other reason', value: (a) => a.otherReason },
  auditTime: { header: 'Audit time (s)', value: (a) => (a.auditTime === null ? null : Math.round(a.auditTime / 1000)) },
  proxy: { header: 'Proxy', value: (a) => a.proxy },
  retry: { header: 'Retried', value: (a) => a.isRetry },
  badges: { header: 'Badges', value: (a) => a.badges.map((b) => b.label) },
  comparison: { header: 'Changed since the previous run', value: (a) => a.isChangedFromComparison },
  assignedTo: { header: 'Assigned to', value: (a) => a.assignedTo?.email ?? null },
  comment: { header: 'Comment', value: (a) => a.comment },
} satisfies Record<string, ReportColumn>;

type ColumnName = keyof typeof COLUMNS;

export interface ReportType {
  /** In a file name and the API: `publisher`, `network-awin`, ... */
  id: string;
  label: string;
  columns: ColumnName[];
  /** Only the audits of this network. */
  network?: string;
  /** The latest run of each link only: earlier runs are superseded. */
  latestOnly?: boolean;
  /** One line per problem found rather than one per audit. */
  multiLine?: boolean;
  /** Only the provider's staff (debug reports carry internals). */
  staffOnly?: boolean;
  /** Only this company's users (and the staff): the network's own report (spec section 2). */
  company?: string;
}

const PUBLISHER: ColumnName[] = ['batch', 'link', 'name', 'placement', 'tags', 'country', 'network', 'advertiser', 'landing', 'status', 'impact', 'cmp', 'errors', 'audited', 'report'];
const NETWORK: ColumnName[] = ['advertiser', 'landing', 'link', 'status', 'statusCode', 'impact', 'impactPostConsent', 'cmp', 'errors', 'audited', 'report'];
const DEBUG: ColumnName[] = ['auditId', 'batch', 'link', 'country', 'network', 'advertiser', 'landing', 'auditStatus', 'statusCode', 'status', 'impact', 'impactPostConsent', 'cmp', 'errorIds', 'errors', 'failReason', 'otherReason', 'auditTime', 'proxy', 'retry', 'badges', 'comparison', 'audited', 'report'];
const MULTI_LINE: ColumnName[] = ['batch', 'link', 'network', 'advertiser', 'status', 'errors', 'audited', 'report'];

/** Every report of spec section 7 (generateClientReport types, csvAuditsWithReason types, batch CSVs). */
export const REPORT_TYPES: readonly ReportType[] = [
  { id: 'publisher', label: 'Publisher Report', columns: PUBLISHER },
  { id: 'network-awin', label: 'Network Report (AWIN)', columns: NETWORK, network: 'awin', company: 'AWIN' },
  { id: 'network-impact', label: 'Network Report (Impact)', columns: NETWORK, network: 'impact', company: 'Impact' },
  { id: 'debug', label: 'Debug Report', columns: DEBUG, staffOnly: true },
  { id: 'debug-without-superseded', label: 'Debug Without Superseded', columns: DEBUG, staffOnly: true, latestOnly: true },
  { id: 'multi-line', label: 'Multi Line Report', columns: MULTI_LINE, multiLine: true },
  { id: 'playground-publisher', label: 'Playground Publisher Report', columns: [...PUBLISHER, 'badges', 'comparison'], staffOnly: true },
  { id: 'playground-network', label: 'Playground Network Report', columns: [...NETWORK, 'badges', 'comparison'], staffOnly: true },
  { id: 'standard', label: 'Standard Report', columns: PUBLISHER },
  { id: 'client-standard', label: 'Client Standard Report', columns: [...PUBLISHER, 'assignedTo', 'comment'] },
  { id: 'batch', label: 'Batch CSV', columns: ['link', 'name', 'placement', 'tags', 'country', 'network', 'advertiser', 'status', 'statusCode', 'impact', 'errors', 'assignedTo', 'audited', 'report'] },
];

export const reportType = (id: string): ReportType | undefined => REPORT_TYPES.find((type) => type.id === id);

export const headersOf = (type: ReportType): string[] => type.columns.map((name) => COLUMNS[name].header);

/** One audit as the report's rows: one, or one per problem found in a multi-line report. */
export const rowsOf = (type: ReportType, audit: AuditGqlView, reportUrl: (auditId: string) => string): unknown[][] => {
  const context = { reportUrl };
  const row = (override: Partial<Record<ColumnName, unknown>> = {}) =>
    type.columns.map((name) => (name in override ? override[name] : COLUMNS[name].value(audit, context)));
  if (!type.multiLine) return [row()];
  const problems = readableErrors(audit);
  return problems.length ? problems.map((problem) => row({ errors: problem })) : [row()];
};
