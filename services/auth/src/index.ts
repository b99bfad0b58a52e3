export * from './auth.module';
export * from './auth.operations';
export * from './migrations';
export * from './history/auth-history.folds';
export * from './auth-ports.module';
export * from './auth-quotas.module';
export * from './auth-internal.module';
