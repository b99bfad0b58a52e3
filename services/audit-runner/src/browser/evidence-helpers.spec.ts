import type { RedirectHop } from '@tracklight/contracts';
import { rulesForFrame } from './autoconsent-driver';
import { CookieOriginRegistry, parseSetCookie } from './cookie-origins';
import { classifyNavigationError } from './failures';
import { validateLink } from './observe-audit';
import { classifyHops, queryOf, registrableDomain } from './redirect-chain-recorder';

function hop(url: string, via: RedirectHop['via']): RedirectHop {
  const host = new URL(url).hostname;
  return { url, host, status: 200, via, query: queryOf(url), cookiesSet: [], stage: null };
}

describe('classifyHops', () => {
  it('marks the first network hop niu, later ones nir, advertiser redirects air', () => {
    const hops = [
      hop('https://www.awin1.com/cread.php?awinmid=1', 'http-redirect'),
      hop('https://www.awin1.com/awclick.php', 'script'),
      hop('https://track.other.com/x', 'http-redirect'),
      hop('https://shop.co.uk/go?awc=1', 'http-redirect'),
      hop('https://www.shop.co.uk/?awc=1', 'final'),
    ];
    const isNetwork = (host: string) => host.endsWith('awin1.com');
    expect(
      classifyHops(hops, isNetwork, registrableDomain('https://www.shop.co.uk/')).map(
        (h) => h.stage,
      ),
    ).toEqual(['niu', 'nir', null, 'air', null]);
    expect(registrableDomain('https://www.shop.co.uk/')).toBe('shop.co.uk');
  });
});

describe('validateLink', () => {
  it('accepts http and https only', () => {
    expect(validateLink('https://a.com/x')).toBeNull();
    expect(validateLink('http://a.com')).toBeNull();
    expect(validateLink('ftp://a.com')?.kind).toBe('invalid-link');
    expect(validateLink('javascript:alert(1)')?.kind).toBe('invalid-link');
    expect(validateLink('not a url')?.kind).toBe('invalid-link');
  });
});

describe('parseSetCookie and cookie origins', () => {
  const now = Date.UTC(2025, 0, 1);
  it('reads the cookie the way the jar stores it', () => {
    expect(
      parseSetCookie(
        'awc=1_2_x; Domain=.shop.com; Path=/; Max-Age=60; Secure; HttpOnly',
        'https://www.shop.com/a/b',
        now,
      ),
    ).toEqual({
      name: 'awc',
      value: '1_2_x',
      domain: '.shop.com',
      path: '/',
      origin: 'header',
      httpOnly: true,
      secure: true,
      expires: now / 1000 + 60,
    });
    expect(parseSetCookie('s=1', 'https://www.shop.com/a/b', now)).toMatchObject({
      domain: 'www.shop.com',
      path: '/a',
      expires: -1,
    });
    expect(parseSetCookie('garbage', 'https://x.com/', now)).toBeNull();
  });

  it('calls a cookie header-set only while it keeps the header value', () => {
    const registry = new CookieOriginRegistry();
    registry.recordHeaderCookie(
      parseSetCookie('id=1; Path=/', 'https://x.com/') as NonNullable<
        ReturnType<typeof parseSetCookie>
      >,
    );
    const base = { domain: 'x.com', name: 'id', path: '/', httpOnly: false };
    expect(registry.originOf({ ...base, value: '1' })).toBe('header');
    expect(registry.originOf({ ...base, value: '2' })).toBe('script');
    expect(registry.originOf({ ...base, name: 'other', value: '1' })).toBe('script');
    expect(registry.originOf({ ...base, name: 'other', value: '1', httpOnly: true })).toBe(
      'header',
    );
  });
});

describe('classifyNavigationError', () => {
  it.each([
    ['net::ERR_NAME_NOT_RESOLVED at https://x', 'dns'],
    ['net::ERR_CONNECTION_REFUSED at https://x', 'connection'],
    ['net::ERR_CERT_AUTHORITY_INVALID', 'connection'],
    ['net::ERR_TOO_MANY_REDIRECTS', 'redirect-loop'],
    ['net::ERR_BLOCKED_BY_CLIENT', 'blocked-address'],
    ['page.goto: Timeout 3000ms exceeded.', 'timeout'],
    ['Target crashed', 'browser-crash'],
  ])('%s → %s', (message, kind) => {
    expect(classifyNavigationError(new Error(message), 'https://x').kind).toBe(kind);
  });
});

describe('rulesForFrame', () => {
  it('sends a frame only the rules that can run there', () => {
    const main = rulesForFrame('https://www.example.com/', true);
    const frame = rulesForFrame('https://www.example.com/', false);
    expect(main.length).toBeGreaterThan(50);
    expect(main.length).toBeLessThan(500);
    expect(main.every((rule) => rule.runContext?.main !== false)).toBe(true);
    expect(frame.every((rule) => rule.runContext?.frame === true)).toBe(true);
  });
});
