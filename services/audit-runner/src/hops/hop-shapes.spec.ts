import { fragmentOf, INTERSTITIAL_DWELL_MS, isInterstitial, loopOf, viaForReason } from './hop-shapes';

describe('hop shapes', () => {
  it("names Chromium's navigation reasons", () => {
    expect(['metaTagRefresh', 'httpHeaderRefresh', 'formSubmissionGet', 'formSubmissionPost', 'scriptInitiated'].map(viaForReason)).toEqual([
      'meta-refresh',
      'meta-refresh',
      'form-submit',
      'form-submit',
      'script',
    ]);
  });

  it('reads the parameters of the landed fragment, only for the same address', () => {
    expect(fragmentOf('https://shop.test/l?a=1#clickid=abc&x=2', 'https://shop.test/l?a=1')).toEqual({ clickid: 'abc', x: '2' });
    expect(fragmentOf('https://shop.test/l#top', 'https://shop.test/l')).toEqual({ top: '' });
    expect(fragmentOf('https://shop.test/l', 'https://shop.test/l')).toBeNull();
    expect(fragmentOf('https://shop.test/other#clickid=abc', 'https://shop.test/l')).toBeNull();
    expect(fragmentOf('https://shop.test/l#', 'https://shop.test/l')).toBeNull();
  });

  it('calls a document that moved on by itself after a noticeable dwell an interstitial, nothing else', () => {
    const long = INTERSTITIAL_DWELL_MS;
    expect(isInterstitial({ via: 'script', dwellMs: long })).toBe(true);
    expect(isInterstitial({ via: 'meta-refresh', dwellMs: 1000 })).toBe(true);
    expect(isInterstitial({ via: 'form-submit', dwellMs: 2000 })).toBe(true);
    expect(isInterstitial({ via: 'script', dwellMs: long - 1 })).toBe(false);
    expect(isInterstitial({ via: 'script' })).toBe(false);
    expect(isInterstitial({ via: 'http-redirect', dwellMs: 5000 })).toBe(false);
    expect(isInterstitial({ via: 'final', dwellMs: 5000 })).toBe(false);
  });

  it('calls a chain a loop once an address comes back a third time, naming it', () => {
    const [a, b] = ['https://x.test/a', 'https://x.test/b'];
    expect(loopOf([a, b, a, b])).toBeNull();
    expect(loopOf([a, b, a, b, a])).toEqual({
      kind: 'redirect-loop',
      message: 'The link loops: https://x.test/a was reached 3 times on the way to the landing page.',
    });
  });
});
