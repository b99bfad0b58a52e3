export * from './cms-events';
export * from './cms-ports';
