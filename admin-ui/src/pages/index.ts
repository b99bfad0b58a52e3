import { createElement } from 'react';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';
import { MaintenancePage } from './maintenance/MaintenancePage';
import { MAINTENANCE_PATH } from './maintenance/maintenance-path';
import { auditRedirects, ToBatches, ToBatchPage } from './redirects';

const view = lazyViews(() => import('./views'));

/**
 * The app's own pages: the maintenance page (no layout; in the first chunk, since it shows when
 * the server may not answer for another), the 404 page and the spec's redirects.
 */
export const pagesScreen: Screen = {
  routes: [
    { path: MAINTENANCE_PATH, element: createElement(MaintenancePage), noLayout: true },
    { path: '/reporting', element: createElement(ToBatches) },
    { path: '/reporting/batches/:batchId', element: createElement(ToBatchPage) },
    { path: '/not-found', element: view('NotFound') },
    { path: '/nuxt-redirect', element: view('NuxtRedirect') },
    ...auditRedirects,
  ],
};
