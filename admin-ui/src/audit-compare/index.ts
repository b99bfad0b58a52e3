import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./AuditCompare'));

/** Two audits' evidence side by side, opened from an audit's other runs. */
export const auditCompareScreen: Screen = {
  routes: [{ path: '/reporting/audits/:auditId/compare/:otherAuditId', element: view('AuditCompare') }],
};
