export * from './event-transport';
export * from './in-process-transport';
export * from './subscribe-idempotently';
export * from './kafka';
export * from './start-with-retries';
