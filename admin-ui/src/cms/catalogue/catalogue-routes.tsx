import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { CatalogueCreate } from './CatalogueCreate';
import { CatalogueEdit } from './CatalogueEdit';
import { CatalogueHistoryPage } from './CatalogueHistoryPage';
import { CatalogueList } from './CatalogueList';
import type { CataloguePaths } from './catalogue-paths';

/** The list, create, edit and history routes of one catalogue kind, at the spec's paths (where it has them). */
export const catalogueRoutes = (
  spec: CatalogueSpec,
  paths: CataloguePaths,
  options: { title?: string; defaultFilter?: Record<string, unknown>; extraColumns?: ReactNode } = {},
) => [
  <Route
    key={`${spec.kind}-list`}
    path={paths.list}
    element={<CatalogueList spec={spec} paths={paths} title={options.title} defaultFilter={options.defaultFilter} extraColumns={options.extraColumns} />}
  />,
  ...(paths.create && !spec.noGenericCreate ? [<Route key={`${spec.kind}-create`} path={paths.create} element={<CatalogueCreate spec={spec} paths={paths} />} />] : []),
  <Route key={`${spec.kind}-edit`} path={paths.editPattern} element={<CatalogueEdit spec={spec} paths={paths} />} />,
  ...(paths.historyPattern
    ? [<Route key={`${spec.kind}-history`} path={paths.historyPattern} element={<CatalogueHistoryPage spec={spec} paths={paths} />} />]
    : []),
];
