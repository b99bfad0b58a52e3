import AssessmentIcon from '@mui/icons-material/Assessment';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** Your Results (spec section 2) and a batch's page. */
export const batchesScreen: Screen = {
  routes: [
    { path: '/reporting/batches', element: view('BatchList') },
    { path: '/reporting/memory/cookie/:batchId', element: view('BatchPage') },
  ],
  resources: [{ name: 'batches', label: 'batches' }],
  queries: { batches: async () => (await import('./batch-queries')).batchQueries },
  menu: [{ group: null, label: 'Your Results', to: '/reporting/batches', icon: AssessmentIcon }],
};
