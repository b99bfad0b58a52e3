// Everything that decides how Chromium is launched and how an audit's context looks, as pure
// functions of a plain settings object (the worker reads the environment once, elsewhere).
import type { BrowserContextOptions, LaunchOptions } from 'playwright-core';
import { countryProfile, DEFAULT_COUNTRY, normalizeCountry } from '@tracklight/countries';
import { chromiumBaseFlags, isRunningAsRoot, withMergedFeatures } from '@tracklight/platform';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** A proxy endpoint; a plain URL string may carry credentials (http://user:pass@host:port). */
export type ProxySetting = string | { url: string; label?: string | null };

export interface AuditBrowserSettings {
  chromiumPath: string;
  /** One proxy for every audit (AUDIT_PROXY_URL); a country proxy wins over it. */
  proxyUrl: string | null;
  /** Country (lower-case) → proxy. A country without one falls back to 'gb', then to proxyUrl. */
  countryProxies: Record<string, ProxySetting>;
  /** Same shape, used when the link asks for a residential proxy; falls back to countryProxies. */
  residentialProxies: Record<string, ProxySetting>;
  /**
   * The egress proxy's resolver override (AUDIT_HOST_RESOLVER_RULES, Chromium's rule syntax; the
   * sandbox maps its hosts to 127.0.0.1:<port>). Never given to Chromium.
   */
  hostResolverRules: string | null;
  /** Lets the targets named by hostResolverRules (and only those) be internal. Sandbox and tests only. */
  allowPrivateNetworks: boolean;
  /** Where PNG screenshots go; null takes none. */
  screenshotDir: string | null;
  /** Where each audit's HAR goes (`<auditId>.har`); null records none. */
  traceDir: string | null;
  /** A HAR above this size keeps its first entries only (browser-trace.ts). */
  traceMaxBytes: number;
  /** Hard limit for one audit (plus its extraTimeout); the audit stops there whatever the page does. */
  auditTimeoutMs: number;
  /** Cap on waiting for network quiet after load, per stage. */
  settleTimeoutMs: number;
  /** Cap on waiting for the load event after a navigation commits, per stage. */
  loadTimeoutMs: number;
  /** Requests must stay at zero this long for the network to count as quiet. */
  networkQuietMs: number;
  /**
   * From the landing page's load: how long a page that shows neither a consent popup nor the
   * memory cookie is watched for a late banner (or for moving on by itself) before concluding.
   */
  cmpWaitMs: number;
  /** From the network's tag finishing: how long its memory cookie is awaited (tags that store it from a timer). */
  cookieWaitMs: number;
  /** Cap on waiting for the opt-in to report back. */
  optInTimeoutMs: number;
  /** Relaunch the shared browser after this many audits (memory creep, stray state). */
  restartAfterAudits: number;
  ignoreHttpsErrors: boolean;
  headless: boolean;
  /**
   * Present a desktop (or phone) Chrome user agent instead of Chromium's own HeadlessChrome one.
   * Off for the Lite second opinion, which must look different from the classic run (lite/).
   */
  maskUserAgent: boolean;
}

export const DEFAULT_SETTINGS: AuditBrowserSettings = {
  chromiumPath: DEFAULT_CHROMIUM_PATH,
  proxyUrl: null,
  countryProxies: {},
  residentialProxies: {},
  hostResolverRules: null,
  allowPrivateNetworks: false,
  screenshotDir: null,
  traceDir: null,
  traceMaxBytes: 5_000_000,
  auditTimeoutMs: 60_000,
  settleTimeoutMs: 1_500,
  loadTimeoutMs: 15_000,
  networkQuietMs: 300,
  cmpWaitMs: 7_000,
  cookieWaitMs: 5_000,
  optInTimeoutMs: 3_000,
  restartAfterAudits: 200,
  ignoreHttpsErrors: false,
  headless: true,
  maskUserAgent: true,
};

export function resolveSettings(partial: Partial<AuditBrowserSettings> = {}): AuditBrowserSettings {
  const defined = Object.fromEntries(
    Object.entries(partial).filter(([, value]) => value !== undefined),
  );
  return { ...DEFAULT_SETTINGS, ...defined };
}

/**
 * The superuser Chromium flags an audit may carry: what changes how a page is rendered or which
 * web features it sees. Anything else (proxy, resolver, debugging, profile, command prefixes,
 * --disable-web-security...) would let a link escape the egress proxy or the harness.
 */
const ALLOWED_FLAGS = new Set([
  '--lang',
  '--accept-lang',
  '--user-agent',
  '--window-size',
  '--force-device-scale-factor',
  '--enable-features',
  '--disable-features',
  '--enable-blink-features',
  '--disable-blink-features',
  '--blink-settings',
  '--disable-http2',
  '--disable-quic',
  '--autoplay-policy',
  '--disable-popup-blocking',
  '--block-new-web-contents',
  '--force-color-profile',
  '--force-dark-mode',
  '--hide-scrollbars',
  '--mute-audio',
  '--disable-notifications',
  '--ignore-certificate-errors',
]);

export class ChromiumFlagError extends Error {}

/**
 * Superuser Chromium flags, as stored on the batch link ("--a;;--b=c"). Empty parts are dropped;
 * anything that is not a --flag, or is in the forbidden list, throws.
 */
export function parseChromiumFlags(raw: string | null | undefined): string[] {
  const { accepted, rejected } = splitChromiumFlags(raw);
  if (rejected.length > 0)
    throw new ChromiumFlagError(rejected.map((r) => `${r.flag}: ${r.reason}`).join('; '));
  return accepted;
}

/** Same reading as parseChromiumFlags, without throwing: the audit runs with the accepted flags. */
export function splitChromiumFlags(raw: string | null | undefined): {
  accepted: string[];
  rejected: Array<{ flag: string; reason: string }>;
} {
  const accepted: string[] = [];
  const rejected: Array<{ flag: string; reason: string }> = [];
  const parts = (raw ?? '')
    .split(';;')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  for (const flag of parts) {
    if (!/^--[a-z0-9][a-z0-9-]*(=.*)?$/i.test(flag)) {
      rejected.push({ flag, reason: 'not a Chromium flag' });
      continue;
    }
    const name = flag.split('=')[0].toLowerCase();
    if (!ALLOWED_FLAGS.has(name)) {
      rejected.push({ flag, reason: 'not allowed' });
      continue;
    }
    accepted.push(flag);
  }
  return { accepted, rejected };
}

/** Keeps loopback on the proxy too: Chromium bypasses proxies for loopback unless told not to. */
export const PROXY_BYPASS_LIST = '<-loopback>';

/**
 * `egressProxyUrl` is the browser-wide proxy (the worker's refuse-all one): each audit's context
 * gets its own egress proxy on top (contextOptions), and nothing goes out without one.
 */
export function launchOptions(
  settings: AuditBrowserSettings,
  extraFlags: string[] = [],
  egressProxyUrl: string,
  asRoot: boolean = isRunningAsRoot(),
): LaunchOptions {
  const args = chromiumBaseFlags(asRoot);
  args.push(
    `--proxy-server=${egressProxyUrl}`,
    `--proxy-bypass-list=${PROXY_BYPASS_LIST}`,
    // WebRTC may only use UDP through the proxy, i.e. none: no STUN/TURN probe of the local network.
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  );
  args.push(...extraFlags);
  const merged = withMergedFeatures(args);
  return {
    executablePath: settings.chromiumPath,
    headless: settings.headless,
    args: merged.args,
    // Playwright's own --enable-automation shows the "controlled by automated software" state.
    ignoreDefaultArgs: ['--enable-automation', ...merged.ignoreDefaultArgs],
    // We restart on crash ourselves; let the worker's signal handling own SIGINT/SIGTERM.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  };
}

export interface ResolvedProxy {
  server: string;
  username?: string;
  password?: string;
  label: string | null;
}

export function parseProxy(setting: ProxySetting): ResolvedProxy {
  const { url, label } = typeof setting === 'string' ? { url: setting, label: null } : setting;
  const parsed = new URL(url);
  const server = `${parsed.protocol}//${parsed.host}`;
  return {
    server,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    label: label ?? null,
  };
}

export interface ProxyChoice {
  proxy: ResolvedProxy | null;
  /** Country whose proxy (and profile) the audit really used, after falling back to gb. */
  country: string;
  isResidential: boolean;
}

/** Picks the audit's proxy: residential map (if asked), then country map, then gb, then the global one. */
export function chooseProxy(
  settings: AuditBrowserSettings,
  countryCode: string,
  useResidential: boolean,
): ProxyChoice {
  const country = normalizeCountry(countryCode) || DEFAULT_COUNTRY;
  const maps = useResidential
    ? [settings.residentialProxies, settings.countryProxies]
    : [settings.countryProxies];
  for (const map of maps) {
    const isResidential = useResidential && map === settings.residentialProxies;
    if (map[country]) return { proxy: parseProxy(map[country]), country, isResidential };
    if (map[DEFAULT_COUNTRY])
      return { proxy: parseProxy(map[DEFAULT_COUNTRY]), country: DEFAULT_COUNTRY, isResidential };
  }
  const profileCountry = countryProfile(country).country;
  return {
    proxy: settings.proxyUrl ? parseProxy(settings.proxyUrl) : null,
    country: profileCountry,
    isResidential: false,
  };
}

/** Major version only, the way Chrome's reduced user agent reports it (Chrome/156.0.0.0). */
function reducedVersion(browserVersion: string): string {
  const major = browserVersion.split('.')[0] || '130';
  return `${major}.0.0.0`;
}

/** A desktop Chrome UA matching the real engine (and the Linux platform client hints report). */
export function desktopUserAgent(browserVersion: string): string {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${reducedVersion(browserVersion)} Safari/537.36`;
}

export function mobileUserAgent(browserVersion: string): string {
  return `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${reducedVersion(browserVersion)} Mobile Safari/537.36`;
}

/** A mid-size Android phone (Playwright's Pixel 7 descriptor), the most common mobile form. */
const PHONE = {
  viewport: { width: 412, height: 839 },
  screen: { width: 412, height: 915 },
  deviceScaleFactor: 2.625,
};

export interface ContextInputs {
  browserVersion: string;
  countryCode: string;
  mobile: boolean;
  /** The audit's egress proxy (its configured upstream proxy is chained behind it). */
  egressProxyUrl: string;
  ignoreHttpsErrors: boolean;
  /** False: Chromium's own user agent and Playwright's default window (the Lite fingerprint). */
  maskUserAgent?: boolean;
}

export function contextOptions(inputs: ContextInputs): BrowserContextOptions {
  const profile = countryProfile(inputs.countryCode);
  const form: BrowserContextOptions = inputs.maskUserAgent === false
    ? { viewport: { width: 1280, height: 720 }, isMobile: inputs.mobile, hasTouch: inputs.mobile }
    : inputs.mobile
    ? {
        ...PHONE,
        isMobile: true,
        hasTouch: true,
        userAgent: mobileUserAgent(inputs.browserVersion),
      }
    : {
        viewport: { width: 1366, height: 768 },
        deviceScaleFactor: 1,
        userAgent: desktopUserAgent(inputs.browserVersion),
      };
  return {
    ...form,
    locale: profile.locale,
    timezoneId: profile.timezoneId,
    // Playwright derives Accept-Language from the locale ('fr-FR') and it overrides any extra
    // header, so profile.acceptLanguage is informative only.
    // Playwright would add <-loopback> itself unless PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK
    // is set; naming it keeps loopback on the proxy whatever the environment says.
    proxy: { server: inputs.egressProxyUrl, bypass: PROXY_BYPASS_LIST },
    ignoreHTTPSErrors: inputs.ignoreHttpsErrors,
    // Service workers answer requests before our route handler sees them (address guard) and can
    // replay a previous visit's state; an audit is always a first visit.
    serviceWorkers: 'block',
    acceptDownloads: false,
  };
}
