import { capturesAdvertiserId, exactUrlPattern, matchUrlPattern } from './url-pattern';

describe('matchUrlPattern', () => {
  const masterTag = { host: 'www.dwin1.com', path: '^/(\\d+)\\.js$' };

  it('matches host and pathname and returns the captured id', () => {
    expect(matchUrlPattern(masterTag, 'https://www.dwin1.com/1234.js')).toEqual({
      capturedId: '1234',
    });
  });

  it('ignores the query string, so a cache buster does not hide the tag', () => {
    expect(matchUrlPattern(masterTag, 'https://www.dwin1.com/1234.js?v=2')).toEqual({
      capturedId: '1234',
    });
  });

  it('rejects another host, another path and an unparseable URL', () => {
    expect(matchUrlPattern(masterTag, 'https://cdn.example.com/1234.js')).toBeNull();
    expect(matchUrlPattern(masterTag, 'https://www.dwin1.com/tag.js')).toBeNull();
    expect(matchUrlPattern(masterTag, 'not a url')).toBeNull();
  });

  it('reports no id for a pattern without a capture group', () => {
    expect(
      matchUrlPattern(
        { host: 'www.mczbf.com', path: '^/tags/\\d+/tag\\.js$' },
        'https://www.mczbf.com/tags/9/tag.js',
      ),
    ).toEqual({
      capturedId: null,
    });
  });
});

describe('capturesAdvertiserId', () => {
  it('tells a pattern with a capture group from one without', () => {
    expect(capturesAdvertiserId({ host: 'h', path: '^/(\\d+)\\.js$' })).toBe(true);
    expect(capturesAdvertiserId({ host: 'h', path: '^/(?:js/)?uts' })).toBe(false);
  });
});

describe('exactUrlPattern', () => {
  it('matches the same script whatever its query string, and nothing else', () => {
    const pattern = exactUrlPattern('https://cdn.shop.example/tags/aff(1).js?x=1')!;
    expect(matchUrlPattern(pattern, 'https://cdn.shop.example/tags/aff(1).js?x=2')).not.toBeNull();
    expect(matchUrlPattern(pattern, 'https://cdn.shop.example/tags/aff(1).json')).toBeNull();
  });

  it('is null for an unparseable URL', () => {
    expect(exactUrlPattern('tag.js')).toBeNull();
  });
});
