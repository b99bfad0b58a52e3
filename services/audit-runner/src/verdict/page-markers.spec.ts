import type { DetectedPlatform } from '@tracklight/contracts';
import { isShopifyStorefront, pageMarkerErrors, showsChallenge } from './page-markers';
import { landing } from './test-support/evidence-builders';

describe('showsChallenge (10.1.1)', () => {
  it.each([
    ['the reCAPTCHA v2 widget', 'https://www.google.test/recaptcha/api.js'],
    [
      'reCAPTCHA v2 rendered explicitly',
      'https://www.recaptcha.net/recaptcha/api.js?render=explicit',
    ],
    ['hCaptcha', 'https://js.hcaptcha.com/1/api.js'],
    ['Cloudflare Turnstile', 'https://challenges.cloudflare.com/turnstile/v0/api.js'],
    [
      'the Cloudflare challenge platform',
      'https://shop.test/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1',
    ],
  ])('is true for %s', (_name, script) => {
    expect(showsChallenge(landing('alp', { scripts: [script] }))).toBe(true);
  });

  it('is true for challenge wording in the title or text', () => {
    expect(showsChallenge(landing('alp', { title: 'Attention Required! | Cloudflare' }))).toBe(
      true,
    );
    expect(showsChallenge(landing('alp', { textSample: 'Please verify you are a human' }))).toBe(
      true,
    );
  });

  it('is false for invisible reCAPTCHA v3, which ordinary shop pages load', () => {
    const stage = landing('alp', {
      scripts: ['https://www.google.com/recaptcha/api.js?render=6Lc_sitekey'],
    });
    expect(showsChallenge(stage)).toBe(false);
  });

  it('is false for an ordinary page', () => {
    expect(showsChallenge(landing('alp'))).toBe(false);
  });
});

describe('isShopifyStorefront (10.2.1)', () => {
  const shopify: DetectedPlatform = {
    id: 'shopify',
    name: 'Shopify',
    confidence: 'low',
    signals: [{ kind: 'header', rule: 'x-shopid', value: 'x-shopid: 1' }],
  };
  const wix: DetectedPlatform = { ...shopify, id: 'wix', name: 'Wix' };

  it('is true when the platform catalogue recognised Shopify, whatever the page says', () => {
    expect(isShopifyStorefront([landing('alp')], [shopify])).toBe(true);
    expect(isShopifyStorefront([landing('alp', { textSample: 'Powered by Shopify' })], [wix])).toBe(false);
    expect(isShopifyStorefront([landing('alp', { scripts: ['https://cdn.shopify.com/s/theme.js'] })], [])).toBe(false);
  });

  describe('for evidence recorded before platform detection (no platforms)', () => {
    it('is true for scripts from cdn.shopify', () => {
      expect(isShopifyStorefront([landing('alp', { scripts: ['https://cdn.shopify.com/s/files/1/theme.js'] })], undefined)).toBe(true);
    });

    it('is true for the Shopify marker in the text', () => {
      expect(isShopifyStorefront([landing('alp', { textSample: 'Powered by Shopify' })], undefined)).toBe(true);
    });

    it('is false for an ordinary page', () => {
      expect(isShopifyStorefront([landing('alp')], undefined)).toBe(false);
    });
  });
});

describe('pageMarkerErrors', () => {
  it('reports each marker once, whichever stages showed it', () => {
    const shopify = landing('alp', { textSample: 'Powered by Shopify' });
    expect(pageMarkerErrors([shopify, { ...shopify, stage: 'alp-post-consent' }], undefined)).toEqual(['10.2.1']);
  });
});
