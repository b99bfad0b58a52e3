// Presentation rules of spec section 4 and the shared constants of section 9, as pure functions
// with no dependencies, so the Node server (CSV/PDF reports) and the browser UI render alike.
export * from './audit-errors';
export * from './audit-status';
export * from './audit-view';
export * from './badges';
export * from './cmp-name';
export * from './colour';
export * from './constants';
export * from './display-status';
export * from './error-meaning';
export * from './format';
export * from './handover-impact';
export * from './issue-types';
export * from './memory-cookie-comparison';
export * from './memory-cookie-status';
export * from './memory-cookie-statuses';
export * from './short-id';
export * from './stage-checks';
export * from './stage-labels';
export * from './timestamp';
export * from './csv-cell';
export * from './report-dates';
export * from './tracking-matrix';
export * from './pdf-documents';
export * from './whitelist-status';
export * from './verdict-sentence';
export * from './replay-check';
