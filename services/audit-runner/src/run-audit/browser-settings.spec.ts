import { loadSettings } from '@tracklight/config';
import { browserSettingsFrom } from './browser-settings';

describe('browser settings from the validated settings', () => {
  it('maps every audit setting, with screenshots under DATA_DIR by default', () => {
    const settings = loadSettings({
      DATA_DIR: '/srv/tl',
      AUDIT_PROXY_URL: 'http://user:pa%40ss@proxy:3128',
      AUDIT_HOST_RESOLVER_RULES: 'MAP * 127.0.0.1',
      AUDIT_COUNTRY_PROXIES: '{"FR":"http://fr-proxy:3128"}',
      AUDIT_TIMEOUT_MS: '30000',
      AUDIT_ALLOW_PRIVATE_NETWORKS: '1',
      AUDIT_RESTART_BROWSER_AFTER: '50',
      AUDIT_CMP_WAIT_MS: '4500',
    });
    expect(browserSettingsFrom(settings)).toEqual({
      chromiumPath: '/usr/bin/chromium',
      proxyUrl: 'http://user:pa%40ss@proxy:3128',
      countryProxies: { fr: 'http://fr-proxy:3128' },
      residentialProxies: {},
      hostResolverRules: 'MAP * 127.0.0.1',
      allowPrivateNetworks: true,
      screenshotDir: '/srv/tl/screenshots',
      traceDir: '/srv/tl/screenshots/traces',
      traceMaxBytes: 5_000_000,
      auditTimeoutMs: 30000,
      settleTimeoutMs: 1500,
      cmpWaitMs: 4500,
      restartAfterAudits: 50,
    });
  });

  it('keeps no browser trace when AUDIT_TRACE is off, and caps it as told', () => {
    expect(browserSettingsFrom(loadSettings({ AUDIT_TRACE: 'false' })).traceDir).toBeNull();
    expect(browserSettingsFrom(loadSettings({ AUDIT_TRACE_MAX_BYTES: '200000' })).traceMaxBytes).toBe(200_000);
  });

  it('prefers SCREENSHOT_DIR', () => {
    expect(browserSettingsFrom(loadSettings({ SCREENSHOT_DIR: '/shots' })).screenshotDir).toBe('/shots');
  });
});
