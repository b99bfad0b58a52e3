import { useEffect, useRef } from 'react';

/** How often an unfinished batch is re-read so its progress moves without a reload. */
export const LIVE_REFRESH_MS = 3000;

/**
 * Calls `refetch` every few seconds while `active`, and once more when it stops being active: the
 * batch has just finished, and the last poll may have read its audits a moment before they did.
 */
export const LiveRefresh = ({ active, refetch }: { active: boolean; refetch: () => unknown }) => {
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) void refetch();
    wasActive.current = active;
    if (!active) return undefined;
    const timer = setInterval(() => void refetch(), LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, refetch]);
  return null;
};
