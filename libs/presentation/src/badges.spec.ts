import type { AuditView } from './audit-view';
import { anAdvertiser, anAudit, withErrors } from './audit-view.fixture';
import { auditBadges, type BadgeViewer } from './badges';

const publisher: BadgeViewer = { isSuperAdmin: false, hasAppAssociationsAccess: false };
const superAdmin: BadgeViewer = { isSuperAdmin: true, hasAppAssociationsAccess: false };
const batchLink = { postAlpURL: null, skipConsent: false, puppeteerFlags: null };

const labels = (audit: Partial<AuditView>, viewer: BadgeViewer = publisher) =>
  auditBadges(anAudit(audit), viewer).map((badge) => badge.label);

describe('audit badges (spec 4)', () => {
  it('a plain audit has no badges, so every badge below is caused by its own rule', () => {
    expect(auditBadges(anAudit(), superAdmin)).toEqual([]);
  });

  describe('unsupported network', () => {
    it("network 'webgains' (any case) shows only an 'Unsupported Network' badge", () => {
      const audit = anAudit({
        network: 'WebGains',
        proxyDetails: { isResidential: true, country: 'gb', moonpullLabel: null },
        aniTruncated: true,
        detectedCmp: { name: 'OneTrust' },
      });
      expect(auditBadges(audit, superAdmin)).toEqual([
        { key: 'unsupported-network', label: 'Unsupported Network', colour: 'danger' },
      ]);
    });
  });

  describe('proxy', () => {
    it("'Proxy: {country}' if residential", () => {
      const proxyDetails = { isResidential: true, country: 'fr', moonpullLabel: 'dc-7' };
      expect(labels({ proxyDetails })).toEqual(['Proxy: fr']);
    });

    it("'DC: {label}' if a label exists", () => {
      const proxyDetails = { isResidential: false, country: 'fr', moonpullLabel: 'dc-7' };
      expect(labels({ proxyDetails })).toEqual(['DC: dc-7']);
    });

    it("else 'Country: {country}'", () => {
      const proxyDetails = { isResidential: false, country: 'fr', moonpullLabel: null };
      expect(labels({ proxyDetails })).toEqual(['Country: fr']);
    });

    it("proxy name in upper case when not 'none'", () => {
      expect(labels({ proxy: 'us' })).toEqual(['US']);
      expect(labels({ proxy: 'none' })).toEqual([]);
    });
  });

  describe('super admin only', () => {
    it.each<[string, string, Partial<AuditView>]>([
      ['Lite Used', 'a web unlocker request is present', { webUnlockerRequestId: 'wu-1' }],
      [
        'AWS',
        'no data centre and proxy country GB',
        {
          useDataCentre: false,
          proxyDetails: { isResidential: false, country: 'gb', moonpullLabel: 'x' },
        },
      ],
      [
        'Auto residential retry',
        'a retry with a residential proxy',
        {
          isRetry: true,
          proxyDetails: { isResidential: true, country: 'de', moonpullLabel: null },
        },
      ],
      ['ANI trunc.', 'the ANI was truncated', { aniTruncated: true }],
      ['Recaptcha', 'error 10.1.1 is present', withErrors('10.1.1')],
    ])("'%s' when %s, for super admins only", (label, _rule, audit) => {
      expect(labels(audit, superAdmin)).toContain(label);
      expect(labels(audit, publisher)).not.toContain(label);
    });

    it("'AWS' needs both: a data centre or another country shows no 'AWS'", () => {
      const gb = { isResidential: false, country: 'GB', moonpullLabel: null };
      expect(labels({ useDataCentre: true, proxyDetails: gb }, superAdmin)).not.toContain('AWS');
      const de = { ...gb, country: 'de' };
      expect(labels({ useDataCentre: false, proxyDetails: de }, superAdmin)).not.toContain('AWS');
    });

    it("'Auto residential retry' needs a residential proxy", () => {
      const dc = { isResidential: false, country: 'de', moonpullLabel: null };
      expect(labels({ isRetry: true, proxyDetails: dc }, superAdmin)).not.toContain(
        'Auto residential retry',
      );
    });

    it("'Lite Error' carries the stack for its modal", () => {
      const audit = anAudit({ liteResult: { error: { stack: 'Error: boom\n  at x' }, cmp: null } });
      expect(auditBadges(audit, superAdmin)).toEqual([
        {
          key: 'lite-error',
          label: 'Lite Error',
          colour: 'danger',
          superAdminOnly: true,
          detail: 'Error: boom\n  at x',
        },
      ]);
      expect(auditBadges(audit, publisher)).toEqual([]);
    });

    it("puppeteer flags are split on ';;', one badge each", () => {
      const audit = { batchLink: { ...batchLink, puppeteerFlags: '--no-sandbox;;--lang=fr;;' } };
      expect(labels(audit, superAdmin)).toEqual(['--no-sandbox', '--lang=fr']);
      expect(labels(audit, publisher)).toEqual([]);
    });
  });

  describe('tracking narrative', () => {
    it("shows the advertiser's tracking method narrative", () => {
      const advertiser = anAdvertiser({
        trackingMethodNarrative: 'S2S only',
        primaryTrackingMethod: 'js',
      });
      expect(labels({ advertiser })).toEqual(['S2S only']);
    });

    it('falls back to the primary tracking method', () => {
      expect(labels({ advertiser: anAdvertiser({ primaryTrackingMethod: 'javascript' }) })).toEqual(
        ['javascript'],
      );
    });
  });

  describe('bespoke and user-override cookies', () => {
    const bespoke = { bespokeCookieName: 'aff', bespokeCookieValue: 'abc123' };

    it('bespoke cookie badge when the type is set and is not 2', () => {
      expect(
        labels({ advertiser: anAdvertiser({ ...bespoke, bespokeCookieValueType: 1 }) }),
      ).toEqual(['Bespoke cookie: aff']);
      expect(
        labels({ advertiser: anAdvertiser({ ...bespoke, bespokeCookieValueType: 2 }) }),
      ).toEqual([]);
    });

    it('with the value shown only for type 4', () => {
      expect(
        labels({ advertiser: anAdvertiser({ ...bespoke, bespokeCookieValueType: 4 }) }),
      ).toEqual(['Bespoke cookie: aff=abc123']);
    });

    it('user-override cookie badge likewise, from the csvOverride fields', () => {
      const override = { csvOverrideCookieName: 'ref', csvOverrideCookieValue: 'v9' };
      expect(labels({ ...override, csvOverrideCookieType: '3' })).toEqual([
        'User override cookie: ref',
      ]);
      expect(labels({ ...override, csvOverrideCookieType: '4' })).toEqual([
        'User override cookie: ref=v9',
      ]);
      expect(labels({ ...override, csvOverrideCookieType: '2' })).toEqual([]);
      expect(labels({ ...override, csvOverrideCookieType: 'none' })).toEqual([]);
    });

    it('custom ANI and custom tag badges, with user-override variants', () => {
      const audit = {
        advertiser: anAdvertiser({ bespokeAni: 'ani-1', bespokeMasterTag: 'tag-1' }),
        csvOverrideAni: 'ani-2',
        csvOverrideMasterTag: 'tag-2',
      };
      expect(labels(audit)).toEqual([
        'Custom ANI: ani-1',
        'User override ANI: ani-2',
        'Custom tag: tag-1',
        'User override tag: tag-2',
      ]);
    });
  });

  describe('detections', () => {
    it("'Shopify detected' when error 10.2.1 is present", () => {
      expect(labels(withErrors('10.2.1'))).toEqual(['Shopify detected']);
    });

    it("'Header cookie containing ANI' when manual review is required and S2S inferred", () => {
      expect(labels({ manualReviewRequired: true, inferredS2S: true })).toEqual([
        'Header cookie containing ANI',
      ]);
      expect(labels({ manualReviewRequired: false, inferredS2S: true })).toEqual([]);
    });

    it("'Interstitial Navigated'", () => {
      expect(labels({ interstitialNavigated: true })).toEqual(['Interstitial Navigated']);
    });

    it("'CMP: {name}' from the detected CMP, else the vendor, else the Lite result", () => {
      const lite = { liteResult: { error: null, cmp: 'Didomi' } };
      expect(
        labels({ ...lite, cmpVendor: 'Sourcepoint', detectedCmp: { name: 'OneTrust' } }),
      ).toEqual(['CMP: OneTrust']);
      expect(labels({ ...lite, cmpVendor: 'Sourcepoint' })).toEqual(['CMP: Sourcepoint']);
      expect(labels(lite)).toEqual(['CMP: Didomi']);
    });

    it.each(['5.3.1', '6.3.1', '7.3.1'])(
      "'Non-matched Tag' when error %s is present",
      (errorId) => {
        expect(labels(withErrors(errorId))).toEqual(['Non-matched Tag']);
      },
    );
  });

  describe('batch link options', () => {
    it("alternative 'Refresh stage' URL", () => {
      const audit = anAudit({
        batchLink: { ...batchLink, postAlpURL: 'https://shop.example/cart' },
      });
      expect(auditBadges(audit, publisher)).toEqual([
        { key: 'refresh-stage-url', label: 'Refresh stage', detail: 'https://shop.example/cart' },
      ]);
    });

    it("'Consent skipped'", () => {
      expect(labels({ batchLink: { ...batchLink, skipConsent: true } })).toEqual([
        'Consent skipped',
      ]);
    });
  });

  describe('guided result reason', () => {
    const cannotAudit = {
      manualReviewRequired: true,
      advertiser: anAdvertiser({ cannotAudit: true, cannotAuditReason: 'Bot wall' }),
    };
    const injectedResult = {
      template: { readableStatus: 'Cookie immediately', readablePublisherType: null },
    };

    it("'GR: {reason}' when the result is injected", () => {
      expect(labels({ ...cannotAudit, injectedResult }, publisher)).toEqual(['GR: Bot wall']);
    });

    it('or when the viewer is a super admin', () => {
      expect(labels(cannotAudit, superAdmin)).toEqual(['GR: Bot wall']);
      expect(labels(cannotAudit, publisher)).toEqual([]);
    });

    it('never without manual review, cannotAudit and a reason', () => {
      const noReason = anAdvertiser({ cannotAudit: true, cannotAuditReason: null });
      expect(labels({ ...cannotAudit, advertiser: noReason }, superAdmin)).toEqual([]);
      expect(labels({ ...cannotAudit, manualReviewRequired: false }, superAdmin)).toEqual([]);
    });
  });

  describe('whitelisting', () => {
    const whitelist = (whitelistActive: boolean, whitelistSent: boolean) =>
      labels({
        advertiser: anAdvertiser({ whitelistRequest: { whitelistActive, whitelistSent } }),
      });

    it("'Whitelist Confirmed' when active", () => {
      expect(whitelist(true, true)).toEqual(['Whitelist Confirmed']);
    });

    it("'Whitelist Requested' when not yet sent", () => {
      expect(whitelist(false, false)).toEqual(['Whitelist Requested']);
      expect(whitelist(false, true)).toEqual([]);
    });
  });

  describe('site app associations', () => {
    const siteAppAssociations = {
      appleAppSiteAssociation: { applinks: {} },
      androidAppSiteAssociation: [{}],
    };

    it('Apple or Android association found: only for viewers with appAssociations access', () => {
      expect(
        labels({ siteAppAssociations }, { isSuperAdmin: false, hasAppAssociationsAccess: true }),
      ).toEqual(['Apple app site association found', 'Android app site association found']);
      expect(labels({ siteAppAssociations }, superAdmin)).toEqual([]);
    });
  });
});
