export * from './auth.module';
export * from './auth.operations';
export * from './migrations';
