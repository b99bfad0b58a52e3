export * from './country-profiles';
