// The audit runner's public entry: what a composition root (all-in-one, a process's main) wires.
export * from './audit-runner.module';
export * from './audit-runner-api.module';
export * from './history/audit-runner-history.folds';
export { guardPlaywrightTeardownRace } from './browser';
