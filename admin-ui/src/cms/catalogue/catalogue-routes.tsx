import { Route } from 'react-router-dom';
import type { CatalogueSpec } from '@tracklight/cms-catalogue';
import { CatalogueCreate } from './CatalogueCreate';
import { CatalogueEdit } from './CatalogueEdit';
import { CatalogueList } from './CatalogueList';
import type { CataloguePaths } from './catalogue-paths';

/** The list, create and edit routes of one catalogue kind, at the spec's paths. */
export const catalogueRoutes = (
  spec: CatalogueSpec,
  paths: CataloguePaths,
  options: { title?: string; defaultFilter?: Record<string, unknown> } = {},
) => [
  <Route
    key={`${spec.kind}-list`}
    path={paths.list}
    element={<CatalogueList spec={spec} paths={paths} title={options.title} defaultFilter={options.defaultFilter} />}
  />,
  ...(spec.noGenericCreate ? [] : [<Route key={`${spec.kind}-create`} path={paths.create} element={<CatalogueCreate spec={spec} paths={paths} />} />]),
  <Route key={`${spec.kind}-edit`} path={paths.editPattern} element={<CatalogueEdit spec={spec} paths={paths} />} />,
];
