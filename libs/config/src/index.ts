export * from './settings';
export * from './public-url';
