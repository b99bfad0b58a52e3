export * from './cms-events';
export * from './cms-ports';
export * from './audit-evidence';
export * from './audit-verdict';
export * from './audit-events';
export * from './batch-events';
export * from './catalogue-events';
export * from './assignment-events';
