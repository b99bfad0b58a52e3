export * from './domain-event';
export * from './event-store';
export * from './read-all';
export * from './stream-names';
export * from './stream-version-conflict.error';
export * from './store-subscription';
export * from './decide-on-stream';
export * from './event-history';
