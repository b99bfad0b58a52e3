import { matchesAnyHostPattern, matchesHostPattern } from './host-pattern';

describe('matchesHostPattern', () => {
  it('matches an exact host, ignoring case and the trailing dot', () => {
    expect(matchesHostPattern('WWW.awin1.com.', 'www.awin1.com')).toBe(true);
  });

  it('lets a leading *. match any depth of subdomain but not the bare domain', () => {
    expect(matchesHostPattern('brand.sjv.io', '*.sjv.io')).toBe(true);
    expect(matchesHostPattern('a.b.sjv.io', '*.sjv.io')).toBe(true);
    expect(matchesHostPattern('sjv.io', '*.sjv.io')).toBe(false);
  });

  it('lets * match inside a label', () => {
    expect(matchesHostPattern('clkuk.tradedoubler.com', 'clk*.tradedoubler.com')).toBe(true);
    expect(matchesHostPattern('www.tradedoubler.com', 'clk*.tradedoubler.com')).toBe(false);
  });

  it('does not treat dots as wildcards', () => {
    expect(matchesHostPattern('awin1xcom', 'awin1.com')).toBe(false);
    expect(matchesHostPattern('awin1.com.evil.net', 'awin1.com')).toBe(false);
  });
});

describe('matchesAnyHostPattern', () => {
  it('is true when one pattern matches', () => {
    expect(matchesAnyHostPattern('x.pxf.io', ['*.sjv.io', '*.pxf.io'])).toBe(true);
    expect(matchesAnyHostPattern('x.pxf.io', [])).toBe(false);
  });
});
