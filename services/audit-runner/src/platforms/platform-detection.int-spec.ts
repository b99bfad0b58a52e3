// Real Chromium against the sandbox's storefronts (test/sandbox/platform-pages.ts): every platform
// is recognised from a page that carries only one kind of signal, and from none on a plain page.
import { SHIPPED_PLATFORMS } from '@tracklight/cms-catalogue';
import { auditOptionsFor, type PlatformFingerprint, type PlatformSignalKind } from '@tracklight/contracts';
import { PLATFORM_PAGES, PLATFORM_SHOP } from '../../../../test/sandbox';
import { startSandboxBrowser, type SandboxBrowser } from '../test-support/sandbox-browser';

const FINGERPRINTS: PlatformFingerprint[] = SHIPPED_PLATFORMS.map(({ vendor: _vendor, ...fingerprint }) => fingerprint);

/**
 * One page per platform, together every kind of signal (the sandbox serves every platform's every
 * kind; auditing all of them would take minutes on a busy machine), plus Shopify's real-world
 * shape of issue 17: assets from its own domain and cdn.shopify.com only in a preload.
 */
const ONE_KIND_PAGES: readonly (readonly [string, PlatformSignalKind])[] = [
  ['shopify', 'header'],
  ['shopify', 'asset'],
  ['woocommerce', 'metaGenerator'],
  ['magento', 'cookie'],
  ['salesforce-commerce-cloud', 'asset'],
  ['bigcommerce', 'global'],
  ['wix', 'asset'],
  ['squarespace', 'header'],
];

describe('platform detection in real Chromium against the sandbox storefronts', () => {
  let world: SandboxBrowser;

  const observe = (path: string, platforms: readonly PlatformFingerprint[] | null = FINGERPRINTS) =>
    world.browser.observeAudit(auditOptionsFor(world.sandbox.url(PLATFORM_SHOP, path)), { platforms: platforms ?? undefined });

  beforeAll(async () => {
    // The storefronts show no banner and stay put: their signals are in by the load's end.
    world = await startSandboxBrowser(1_000);
  }, 60_000);
  afterAll(() => world?.close());

  it('covers every platform and every kind of signal with a page', () => {
    expect(Object.keys(PLATFORM_PAGES)).toEqual(FINGERPRINTS.map((f) => f.id));
    expect(new Set(ONE_KIND_PAGES.map(([platform]) => platform))).toEqual(new Set(Object.keys(PLATFORM_PAGES)));
    expect(new Set(ONE_KIND_PAGES.map(([, kind]) => kind))).toEqual(new Set(['asset', 'global', 'header', 'cookie', 'metaGenerator']));
  });

  it.each(ONE_KIND_PAGES)('recognises %s from its %s alone', async (platform, kind) => {
    const evidence = await observe(`/${platform}/${kind}`);
    expect(evidence.failure).toBeNull();
    expect(evidence.platforms).toHaveLength(1);
    const [detected] = evidence.platforms!;
    expect(detected).toMatchObject({ id: platform, confidence: 'low' });
    expect(new Set(detected.signals.map((signal) => signal.kind))).toEqual(new Set([kind]));
  }, 120_000);

  it('is most certain when a storefront shows every kind, and records nothing on a plain page', async () => {
    const shopify = await observe('/shopify/all');
    expect(shopify.platforms).toEqual([expect.objectContaining({ id: 'shopify', confidence: 'high' })]);
    expect(new Set(shopify.platforms![0].signals.map((s) => s.kind))).toEqual(new Set(['asset', 'global', 'header', 'cookie']));
    expect((await observe('/plain')).platforms).toEqual([]);
  }, 120_000);

  it('detects by the fingerprints it is given: without Shopify\'s headers, the header page is not Shopify', async () => {
    const withoutHeaders = FINGERPRINTS.map((f) => (f.id === 'shopify' ? { ...f, headers: [] } : f));
    expect((await observe('/shopify/header', withoutHeaders)).platforms).toEqual([]);
    // Without a catalogue (callers that judge no platforms) the evidence says nothing about them.
    expect((await observe('/shopify/header', null)).platforms).toBeUndefined();
  }, 120_000);
});
