import type { PlatformFingerprint } from '@tracklight/contracts';
import { SHIPPED_PLATFORMS } from '@tracklight/cms-catalogue';
import { confidenceOf, detectPlatforms, emptySignals, globalNamesOf, type PlatformSignals } from './detect-platforms';

const fingerprints: PlatformFingerprint[] = SHIPPED_PLATFORMS.map(({ vendor: _vendor, ...fingerprint }) => fingerprint);
const signals = (patch: Partial<PlatformSignals>): PlatformSignals => ({ ...emptySignals(), ...patch });
const ids = (patch: Partial<PlatformSignals>) => detectPlatforms(fingerprints, signals(patch)).map((p) => p.id);

describe('detectPlatforms', () => {
  it('recognises Shopify by each kind of signal on its own', () => {
    expect(ids({ resourceUrls: ['https://shop.example/cdn/shop/t/3/assets/theme.js'] })).toEqual(['shopify']);
    expect(ids({ resourceUrls: ['https://cdn.shopify.com/shopifycloud/x.js'] })).toEqual(['shopify']);
    expect(ids({ globals: ['Shopify.shop'] })).toEqual(['shopify']);
    expect(ids({ headers: { 'x-shopid': '1' } })).toEqual(['shopify']);
    expect(ids({ cookieNames: ['_shopify_y'] })).toEqual(['shopify']);
  });

  it('recognises nothing on an ordinary page, nor from the word Shopify in a path', () => {
    expect(ids({})).toEqual([]);
    expect(ids({ resourceUrls: ['https://blog.example/posts/why-we-left-shopify.js'], cookieNames: ['cart', 'sid'] })).toEqual([]);
  });

  it('reads a header rule with a value expression only when the value matches', () => {
    expect(ids({ headers: { server: 'Squarespace' } })).toEqual(['squarespace']);
    expect(ids({ headers: { server: 'nginx' } })).toEqual([]);
  });

  it('counts confidence by kinds matched, records what matched, most certain first', () => {
    const [wix, woo] = detectPlatforms(
      fingerprints,
      signals({
        metaGenerators: ['WooCommerce 8.3.1'],
        headers: { 'x-wix-request-id': 'r1' },
        cookieNames: ['svSession'],
        resourceUrls: ['https://static.parastorage.com/main.js'],
      }),
    );
    expect(wix).toMatchObject({ id: 'wix', name: 'Wix', confidence: 'high' });
    expect(wix.signals.map((s) => s.kind)).toEqual(['asset', 'header', 'cookie']);
    expect(wix.signals[1]).toEqual({ kind: 'header', rule: 'x-wix-request-id', value: 'x-wix-request-id: r1' });
    expect(woo).toMatchObject({ id: 'woocommerce', confidence: 'low', signals: [{ kind: 'metaGenerator', value: 'WooCommerce 8.3.1' }] });
    expect([confidenceOf(1), confidenceOf(2), confidenceOf(5)]).toEqual(['low', 'medium', 'high']);
  });

  it('ignores a pattern that does not compile instead of failing the audit', () => {
    const broken: PlatformFingerprint = { ...fingerprints[0], id: 'broken', assetUrlPatterns: ['[oops'], headers: ['server: (('], globals: [], cookieNamePatterns: [] };
    expect(detectPlatforms([broken], signals({ resourceUrls: ['[oops'], headers: { server: '((' } }))).toEqual([]);
  });

  it('asks the page only about the catalogue’s global names, each once', () => {
    const names = globalNamesOf([...fingerprints, fingerprints[0]]);
    expect(names).toContain('Shopify.shop');
    expect(new Set(names).size).toBe(names.length);
  });
});
