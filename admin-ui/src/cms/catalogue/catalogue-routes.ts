import type { ReactElement } from 'react';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import type { ScreenRoute } from '../../ui-map/screen';
import { lazyViews } from '../../ui-map/lazy-views';
import type { CataloguePaths } from './catalogue-paths';

const view = lazyViews(() => import('./views'));

/**
 * The list, create, edit and history routes of one catalogue kind, at the spec's paths (where it has
 * them); `list` is a folder's own list screen in place of the catalogue's (e.g. the errors' switches).
 */
export const catalogueRoutes = (
  spec: CatalogueSpec,
  paths: CataloguePaths,
  options: { title?: string; defaultFilter?: Record<string, unknown>; list?: ReactElement } = {},
): ScreenRoute[] => [
  { path: paths.list, element: options.list ?? view('CatalogueList', { spec, paths, title: options.title, defaultFilter: options.defaultFilter }) },
  ...(paths.create && !spec.noGenericCreate ? [{ path: paths.create, element: view('CatalogueCreate', { spec, paths }) }] : []),
  { path: paths.editPattern, element: view('CatalogueEdit', { spec, paths }) },
  ...(paths.historyPattern ? [{ path: paths.historyPattern, element: view('CatalogueHistoryPage', { spec, paths }) }] : []),
];
