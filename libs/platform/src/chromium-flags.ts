/**
 * The flags every Chromium the product starts gets, audits and printed reports alike: no
 * background traffic, no GPU, /tmp instead of /dev/shm (containers), and no webdriver flag.
 */
export const chromiumBaseFlags = (asRoot: boolean = isRunningAsRoot()): string[] => [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // navigator.webdriver=true makes bot defences serve challenge pages instead of the site.
  '--disable-blink-features=AutomationControlled',
  // Chromium refuses to start its sandbox as root (containers); outside root keep the sandbox.
  ...(asRoot ? ['--no-sandbox'] : []),
];

export function isRunningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * The feature lists playwright-core 1.65 launches Chromium with (its chromiumSwitches).
 * chromium-flags.int-spec.ts reads them off a browser Playwright started, so an upgrade that
 * changes them fails there rather than silently losing a list.
 */
export const PLAYWRIGHT_FEATURE_SWITCHES: Readonly<Record<FeatureSwitch, readonly string[]>> = {
  '--disable-features': [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
    'msForceBrowserSignIn',
    'msEdgeUpdateLaunchServicesPreferredVersion',
  ],
  '--enable-features': ['CDPScreenshotNewSurface', 'SkipListAccountsWithoutGaiaCookies'],
};

type FeatureSwitch = '--disable-features' | '--enable-features';

/**
 * What the product turns off besides: the toolbar's WebUI omnibox popup, which headless Chromium
 * loads (and preloads) into a renderer of its own for the window of every new context. For an
 * audit, whose context lives a couple of seconds, that renderer cost more CPU than the pages
 * audited (decision 0055); a printed report opens a context per print the same way.
 */
export const PRODUCT_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * `args` with one --disable-features and one --enable-features, each the union of Playwright's
 * list, the product's and any in `args` (an audit's superuser flags), plus the Playwright defaults
 * to drop (ignoreDefaultArgs). Chromium keeps only the last of a repeated switch: a second
 * --disable-features would silently undo Playwright's list.
 */
export function withMergedFeatures(args: string[]): { args: string[]; ignoreDefaultArgs: string[] } {
  const lists = new Map<FeatureSwitch, string[]>([
    ['--disable-features', [...PLAYWRIGHT_FEATURE_SWITCHES['--disable-features'], ...PRODUCT_DISABLED_FEATURES]],
    ['--enable-features', [...PLAYWRIGHT_FEATURE_SWITCHES['--enable-features']]],
  ]);
  const rest: string[] = [];
  for (const arg of args) {
    const equals = arg.indexOf('=');
    const list = equals > 0 ? lists.get(arg.slice(0, equals).toLowerCase() as FeatureSwitch) : undefined;
    if (list) list.push(...arg.slice(equals + 1).split(',').map((name) => name.trim()).filter(Boolean));
    else rest.push(arg);
  }
  return {
    args: [...rest, ...[...lists].map(([name, names]) => `${name}=${[...new Set(names)].join(',')}`)],
    ignoreDefaultArgs: Object.entries(PLAYWRIGHT_FEATURE_SWITCHES).map(([name, names]) => `${name}=${names.join(',')}`),
  };
}
