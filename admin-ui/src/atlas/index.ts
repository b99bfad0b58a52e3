import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** The atlas views of a batch and of an audit, opened from their pages. */
export const atlasScreen: Screen = {
  routes: [
    { path: '/reporting/atlas/batches/:batchId', element: view('AtlasBatch') },
    { path: '/reporting/atlas/audits/:auditId', element: view('AtlasAudit') },
  ],
};
