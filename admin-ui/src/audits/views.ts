// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { AuditReport } from './AuditReport';
export { CmpInsights } from './CmpInsights';
export { LiteResults } from './LiteResults';
export { OutputReport } from './OutputReport';
export { TechnicalReport } from './TechnicalReport';
export { WebinarView } from './WebinarView';
