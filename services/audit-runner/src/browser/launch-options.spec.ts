import {
  chooseProxy,
  ChromiumFlagError,
  contextOptions,
  desktopUserAgent,
  launchOptions,
  mobileUserAgent,
  parseChromiumFlags,
  resolveSettings,
  splitChromiumFlags,
} from './launch-options';

describe('parseChromiumFlags', () => {
  it('splits on ;; and drops empty parts', () => {
    expect(parseChromiumFlags('--lang=de;; --window-size=800,600 ;;;;')).toEqual([
      '--lang=de',
      '--window-size=800,600',
    ]);
    expect(parseChromiumFlags(null)).toEqual([]);
    expect(parseChromiumFlags('')).toEqual([]);
  });

  it('refuses flags that would run commands or escape the harness', () => {
    expect(() => parseChromiumFlags('--renderer-cmd-prefix=sh -c id')).toThrow(ChromiumFlagError);
    expect(() => parseChromiumFlags('--remote-debugging-port=9222')).toThrow(ChromiumFlagError);
    expect(() => parseChromiumFlags('--proxy-server=socks5://x')).toThrow(ChromiumFlagError);
    expect(() => parseChromiumFlags('--host-resolver-rules=MAP * 10.0.0.1')).toThrow(
      ChromiumFlagError,
    );
    expect(() => parseChromiumFlags('rm -rf /')).toThrow(ChromiumFlagError);
    for (const flag of [
      '--disable-web-security',
      '--proxy-bypass-list=*',
      '--no-proxy-server',
      '--remote-debugging-pipe',
      '--host-rules=MAP * 127.0.0.1',
      '--webrtc-ip-handling-policy=default',
      '--js-flags=--allow-natives-syntax',
    ]) {
      expect(() => parseChromiumFlags(flag)).toThrow(ChromiumFlagError);
    }
  });

  it('keeps the acceptable flags when some are refused', () => {
    expect(splitChromiumFlags('--lang=de;;--user-data-dir=/tmp/x;;oops')).toEqual({
      accepted: ['--lang=de'],
      rejected: [
        { flag: '--user-data-dir=/tmp/x', reason: 'not allowed' },
        { flag: 'oops', reason: 'not a Chromium flag' },
      ],
    });
  });
});

describe('launchOptions', () => {
  it('always passes the quiet flags, the egress proxy with loopback on it, WebRTC UDP off; --no-sandbox only as root', () => {
    const settings = resolveSettings({
      chromiumPath: '/opt/chromium',
      hostResolverRules: 'MAP * 127.0.0.1',
    });
    const asRoot = launchOptions(settings, ['--lang=de'], 'http://127.0.0.1:9999', true);
    expect(asRoot.executablePath).toBe('/opt/chromium');
    expect(asRoot.args).toEqual(
      expect.arrayContaining([
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
        '--no-sandbox',
        '--proxy-server=http://127.0.0.1:9999',
        '--proxy-bypass-list=<-loopback>',
        '--webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--lang=de',
      ]),
    );
    // The resolver rules are the egress proxy's, never Chromium's.
    expect(asRoot.args?.some((arg) => arg.startsWith('--host-resolver-rules'))).toBe(false);
    expect(launchOptions(settings, [], 'http://127.0.0.1:9999', false).args).not.toContain('--no-sandbox');
  });
});

describe('chooseProxy', () => {
  const settings = resolveSettings({
    proxyUrl: 'http://global:1',
    countryProxies: { gb: 'http://gb:1', fr: { url: 'http://u:p@fr:1', label: 'FR-DC-1' } },
    residentialProxies: { fr: 'http://res-fr:1' },
  });

  it('uses the country proxy, with credentials split out', () => {
    expect(chooseProxy(settings, 'FR', false)).toEqual({
      proxy: { server: 'http://fr:1', username: 'u', password: 'p', label: 'FR-DC-1' },
      country: 'fr',
      isResidential: false,
    });
  });

  it('falls back to gb for an unconfigured country', () => {
    expect(chooseProxy(settings, 'de', false)).toMatchObject({
      proxy: { server: 'http://gb:1' },
      country: 'gb',
    });
  });

  it('prefers a residential proxy when asked, else says it used none', () => {
    expect(chooseProxy(settings, 'fr', true)).toMatchObject({
      proxy: { server: 'http://res-fr:1' },
      isResidential: true,
    });
    expect(chooseProxy(settings, 'us', true)).toMatchObject({
      proxy: { server: 'http://gb:1' },
      isResidential: false,
    });
  });

  it('uses the global proxy when no country map is configured', () => {
    const global = resolveSettings({ proxyUrl: 'http://global:1' });
    expect(chooseProxy(global, 'de', false)).toMatchObject({
      proxy: { server: 'http://global:1' },
      country: 'de',
    });
    expect(chooseProxy(resolveSettings(), 'zz', false)).toEqual({
      proxy: null,
      country: 'gb',
      isResidential: false,
    });
  });
});

describe('user agents and context options', () => {
  it('looks like a real Chrome of the same major version, never HeadlessChrome', () => {
    expect(desktopUserAgent('156.0.8078.79')).toBe(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    );
    expect(mobileUserAgent('156.0.8078.79')).toContain('Chrome/156.0.0.0 Mobile Safari');
  });

  it('emulates a phone for mobile audits and the country locale', () => {
    const mobile = contextOptions({
      browserVersion: '156.0.1.2',
      countryCode: 'de',
      mobile: true,
      egressProxyUrl: 'http://127.0.0.1:9999',
      ignoreHttpsErrors: false,
    });
    expect(mobile).toMatchObject({
      isMobile: true,
      hasTouch: true,
      viewport: { width: 412 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const desktop = contextOptions({
      browserVersion: '156.0.1.2',
      countryCode: 'gb',
      mobile: false,
      egressProxyUrl: 'http://127.0.0.1:9999',
      ignoreHttpsErrors: false,
    });
    expect(desktop.isMobile).toBeUndefined();
    expect(desktop.userAgent).not.toContain('Headless');
    expect(desktop.serviceWorkers).toBe('block');
    expect(desktop.proxy).toEqual({ server: 'http://127.0.0.1:9999', bypass: '<-loopback>' });
  });
});
