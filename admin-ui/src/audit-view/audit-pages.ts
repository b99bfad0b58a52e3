// The pages of one audit (spec section 2, route table), in the order the audit pages list them.
export const AUDIT_PAGES = [
  { page: '', label: 'Audit Report' },
  { page: 'technical-report', label: 'Technical Report' },
  { page: 'cmp-insights', label: 'CMP Insights' },
  { page: 'lite-results', label: 'Lite Results' },
  { page: 'output-report', label: 'Output Report' },
  { page: 'webinar-view', label: 'Webinar View' },
  // Spec section 2 gives the Atlas its own address, outside /reporting/audits/{auditId}.
  { page: 'atlas', label: 'Atlas' },
] as const;

export type AuditPage = (typeof AUDIT_PAGES)[number]['page'];

/** `/reporting/audits/{auditId}` and its sub-pages such as `/reporting/audits/{auditId}/technical-report`. */
export const auditPagePath = (auditId: string, page: AuditPage = ''): string => {
  if (page === 'atlas') return `/reporting/atlas/audits/${auditId}`;
  return page ? `/reporting/audits/${auditId}/${page}` : `/reporting/audits/${auditId}`;
};

/** Which audit page an address shows; the report itself for anything else. */
export const auditPageOf = (pathname: string): AuditPage => {
  if (pathname.startsWith('/reporting/atlas/audits/')) return 'atlas';
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return AUDIT_PAGES.find(({ page }) => page !== '' && page === last)?.page ?? '';
};
