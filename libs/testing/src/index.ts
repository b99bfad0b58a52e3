export * from './test-database';
export * from './test-app';
export * from './operation-table';
export * from './eventually';
export * from './local-s3';
