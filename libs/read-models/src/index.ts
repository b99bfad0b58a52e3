export * from './checkpoint.entity';
export * from './checkpoint-store';
export * from './processed-event.entity';
export * from './projection';
export * from './projection-runner';
export { PlatformCheckpoints1763780000000 } from './migrations/1763780000000-platform-checkpoints';
export * from './data-source';
export * from './projection-status';
export * from './row-projection';
