// The catalogue's screens, one chunk fetched when one of them first opens (catalogue-routes.ts).
export { CatalogueCreate } from './CatalogueCreate';
export { CatalogueEdit } from './CatalogueEdit';
export { CatalogueHistoryPage } from './CatalogueHistoryPage';
export { CatalogueList } from './CatalogueList';
