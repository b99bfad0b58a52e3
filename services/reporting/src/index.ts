export * from './reporting.module';
export * from './reporting.operations';
