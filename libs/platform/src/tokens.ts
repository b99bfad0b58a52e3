export const SETTINGS = Symbol('SETTINGS');
