export * from './settings';
export * from './public-url';
export * from './screenshot-directory';
