export * from './bullmq-job-queue';
export * from './in-process-job-queue';
export * from './job-queue';
export * from './pending-work.projection';
export { PendingJobs1763780100000 } from './migrations/1763780100000-pending-jobs';
export * from './unfinished-work-sweeper';
