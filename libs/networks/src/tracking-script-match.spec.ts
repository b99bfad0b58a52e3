import { matchTrackingScripts } from './tracking-script-match';

const masterTag = [{ host: 'www.dwin1.com', path: '^/(\\d+)\\.js$' }];

describe('matchTrackingScripts', () => {
  it('is matched when the tag belongs to the advertiser', () => {
    expect(matchTrackingScripts(masterTag, ['https://www.dwin1.com/1001.js'], '1001')).toBe(
      'matched',
    );
  });

  it('is other-advertiser when every copy of the tag belongs to another advertiser', () => {
    expect(matchTrackingScripts(masterTag, ['https://www.dwin1.com/2002.js'], '1001')).toBe(
      'other-advertiser',
    );
  });

  it('is matched when one copy is ours beside another advertiser’s', () => {
    const scripts = ['https://www.dwin1.com/2002.js', 'https://www.dwin1.com/1001.js'];
    expect(matchTrackingScripts(masterTag, scripts, '1001')).toBe('matched');
  });

  it('counts the tag as ours when the advertiser id is unknown', () => {
    expect(matchTrackingScripts(masterTag, ['https://www.dwin1.com/2002.js'], null)).toBe(
      'matched',
    );
  });

  it('is missing when no script matches', () => {
    expect(matchTrackingScripts(masterTag, ['https://cdn.shop.example/app.js'], '1001')).toBe(
      'missing',
    );
  });
});
