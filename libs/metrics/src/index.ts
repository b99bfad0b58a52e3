export * from './metric-names';
export * from './product-metrics';
export * from './http-latency';
export * from './graphql-latency';
export * from './process-metrics';
