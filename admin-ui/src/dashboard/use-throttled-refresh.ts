import { useCallback, useEffect, useRef, useState } from 'react';
import { REFRESH_SPINNER_MS } from '@tracklight/presentation';
import { clickRequeries } from './refresh-throttle';

/**
 * The Refresh results button's rules (spec sections 4 and 9): every click spins for 500 ms, but
 * only a click at least 10 s after the last re-query queries again, so impatient clicking cannot
 * load the server. The page's own first load does not count, so the first click always
 * re-queries. `latestAt` is when the data shown was last asked for.
 */
export const useThrottledRefresh = (requery: () => void) => {
  const [spinning, setSpinning] = useState(false);
  const [latestAt, setLatestAt] = useState(() => new Date());
  const lastRequeryAt = useRef<number | null>(null);
  const spinner = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(spinner.current), []);

  const refresh = useCallback(() => {
    setSpinning(true);
    clearTimeout(spinner.current);
    spinner.current = setTimeout(() => setSpinning(false), REFRESH_SPINNER_MS);
    const now = Date.now();
    if (!clickRequeries(lastRequeryAt.current, now)) return;
    lastRequeryAt.current = now;
    requery();
    setLatestAt(new Date(now));
  }, [requery]);

  return { refresh, spinning, latestAt };
};
