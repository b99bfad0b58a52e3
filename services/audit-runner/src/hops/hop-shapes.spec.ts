import { fragmentOf, INTERSTITIAL_SHOWN_MS, isInterstitial, loopOf, viaForReason } from './hop-shapes';

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

  it('calls a document that was loaded and shown a while before it moved on by itself an interstitial, nothing else', () => {
    const long = INTERSTITIAL_SHOWN_MS;
    expect(isInterstitial('script', long)).toBe(true);
    expect(isInterstitial('meta-refresh', 1000)).toBe(true);
    expect(isInterstitial('form-submit', 2000)).toBe(true);
    expect(isInterstitial('script', long - 1)).toBe(false);
    // Left while it was still loading: an inline redirect script, never shown whole.
    expect(isInterstitial('script', null)).toBe(false);
    expect(isInterstitial('http-redirect', 5000)).toBe(false);
    expect(isInterstitial('final', 5000)).toBe(false);
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
