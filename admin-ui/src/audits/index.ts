import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** An audit's pages (spec section 2), opened from the lists; no sidebar entry. */
export const auditsScreen: Screen = {
  routes: [
    { path: '/reporting/audits/:auditId', element: view('AuditReport') },
    { path: '/reporting/audits/:auditId/technical-report', element: view('TechnicalReport') },
    { path: '/reporting/audits/:auditId/cmp-insights', element: view('CmpInsights') },
    { path: '/reporting/audits/:auditId/lite-results', element: view('LiteResults') },
    { path: '/reporting/audits/:auditId/output-report', element: view('OutputReport') },
    { path: '/reporting/audits/:auditId/webinar-view', element: view('WebinarView') },
  ],
  resources: [{ name: 'audits', label: 'audits' }],
  queries: { audits: async () => (await import('./audit-queries')).auditQueries },
};
