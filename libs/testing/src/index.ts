export * from './test-database';
export * from './test-app';
export * from './operation-table';
export * from './eventually';
