import { REFRESH_THROTTLE_MS } from '@tracklight/presentation';
import { clickRequeries } from './refresh-throttle';

describe('the Refresh results throttle (spec sections 4 and 9)', () => {
  it('queries again on the first click, whenever it comes', () => {
    expect(clickRequeries(null, 0)).toBe(true);
  });

  it('does not query again within 10 s of the last re-query, and does from 10 s on', () => {
    const last = 1_000_000;
    expect(REFRESH_THROTTLE_MS).toBe(10_000);
    expect(clickRequeries(last, last + 1)).toBe(false);
    expect(clickRequeries(last, last + REFRESH_THROTTLE_MS - 1)).toBe(false);
    expect(clickRequeries(last, last + REFRESH_THROTTLE_MS)).toBe(true);
  });
});
