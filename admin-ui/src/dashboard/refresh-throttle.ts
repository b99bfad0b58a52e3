import { REFRESH_THROTTLE_MS } from '@tracklight/presentation';

/**
 * Whether a Refresh results click at `now` queries again (spec sections 4 and 9): the first click
 * always does; a later one only REFRESH_THROTTLE_MS or more after the last re-query.
 */
export const clickRequeries = (lastRequeryAt: number | null, now: number): boolean =>
  lastRequeryAt === null || now - lastRequeryAt >= REFRESH_THROTTLE_MS;
