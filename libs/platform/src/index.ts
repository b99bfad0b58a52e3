export * from './admin-ui.module';
export * from './bootstrap';
export * from './database';
export * from './platform.module';
export * from './projection-host';
export * from './tokens';
