export * from './batches.module';
export * from './batches.operations';
export * from './migrations';
export * from './history/batches-history.folds';
