import { Navigate, useLocation, useParams } from 'react-router-dom';
import { auditPagePath, type AuditPage } from '../audit-view/audit-pages';
import type { ScreenRoute } from '../ui-map/screen';

/** `/` and `/reporting` open the batches list (spec section 2). */
export const ToBatches = () => <Navigate to="/reporting/batches" replace />;

/** `/reporting/batches/{batchId}` is the legacy address of the batch page; its query stays. */
export const ToBatchPage = () => {
  const { batchId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/reporting/memory/cookie/${batchId}${search}`} replace />;
};

/** One page of an audit under its audit-only address; the query (e.g. the output report's view) stays. */
const ToAuditPage = ({ page }: { page: AuditPage }) => {
  const { auditId } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${auditPagePath(auditId!, page)}${search}`} replace />;
};

/** The audit pages that had an address under their batch before audits got their own. */
const LEGACY_BATCH_AUDIT_PAGES = ['', 'technical-report', 'output-report', 'cmp-insights'] as const satisfies readonly AuditPage[];

/**
 * Spec section 2's legacy audit addresses: `/reporting/batches/{batchId}/audits/{auditId}[/page]`
 * lead to `/reporting/audits/{auditId}[/page]`, and the lambda test results are now the lite results.
 */
export const auditRedirects: ScreenRoute[] = [
  ...LEGACY_BATCH_AUDIT_PAGES.map((page) => ({
    path: `/reporting/batches/:batchId/audits/:auditId${page && `/${page}`}`,
    element: <ToAuditPage page={page} />,
  })),
  {
    path: '/reporting/audits/:auditId/lambda-test-results',
    element: <ToAuditPage page="lite-results" />,
  },
];
