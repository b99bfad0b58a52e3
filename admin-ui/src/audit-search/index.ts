import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./AuditSearch'));

/** Audit Search (spec section 2): every audit the user may see. */
export const auditSearchScreen: Screen = {
  routes: [{ path: '/reporting/audits', element: view('AuditSearch') }],
  queries: { auditSearch: async () => (await import('./audit-search-queries')).auditSearchQueries },
  menu: [{ group: null, label: 'Audit Search', to: '/reporting/audits', icon: ManageSearchIcon }],
};
