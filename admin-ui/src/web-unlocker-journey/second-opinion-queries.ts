import { auditManyQueries } from '../audit-search/audit-search-queries';

/** The audits a Lite run gave a second opinion on, with what Lite saw (the web unlocker journey). */
export const secondOpinionQueries = auditManyQueries(
  'liteResult { error { message stack } cmp source sourceVerbiage trigger memoryCookieStatus memoryCookieStatusReadable }',
  { hasLiteResult: true },
);
