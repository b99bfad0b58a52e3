/**
 * What the product's server-side lists share (decisions 0032 and 0033): a sort input and ORDER BY
 * from a map of sortable columns, the trigram free-text search's limit and pattern, and the WHERE
 * with numbered parameters. Each list keeps its own columns, filters and search expression.
 */
export * from './search';
export * from './sort';
export * from './where';
