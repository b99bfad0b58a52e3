export const SETTINGS = Symbol('SETTINGS');

/** The process's name ('batches', 'all-in-one', ...): its events' writer, and who it says it is to another process. */
export const PROCESS_NAME = Symbol('PROCESS_NAME');

/**
 * False in a one-off tool (`npm run replay`) that composes the services to reach their read models:
 * then no projection, consumer, relay, worker, scheduler or sender starts, so the tool never takes
 * live work or joins a live consumer group beside the running processes.
 */
export const LIVE_WORK = Symbol('LIVE_WORK');
