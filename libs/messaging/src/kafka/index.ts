export * from './kafka-client';
export * from './kafka-codec';
export * from './kafka-event-transport';
export * from './kafka-relay';
