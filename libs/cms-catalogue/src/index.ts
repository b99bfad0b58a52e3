export * from './field-spec';
export * from './record-schema';
export * from './changed-fields';
export * from './specs';
