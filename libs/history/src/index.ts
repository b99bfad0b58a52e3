export * from './history-fold';
export * from './field-paths';
export * from './data-view';
export * from './timeline';
export * from './history.operations';
export * from './history.module';
