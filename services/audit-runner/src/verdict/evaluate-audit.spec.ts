import {
  AWC,
  awinClick,
  awinMemoryCookie,
  cookie,
  hop,
  LANDING_URL,
  sandboxNetwork,
} from './test-support/evidence-builders';

describe('evaluateAudit: memory cookie status', () => {
  it('is IMMEDIATE when the memory cookie is there on landing', () => {
    const verdict = awinClick().withAcceptedBanner().withMemoryCookieFrom('alp').evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'DONE',
      memoryCookieStatus: 'IMMEDIATE',
      failReason: null,
    });
  });

  it('is CONDITIONAL_ON_CMP when the cookie is absent on landing and present after consent', () => {
    const verdict = awinClick()
      .withAcceptedBanner()
      .withMemoryCookieFrom('alp-post-consent')
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('CONDITIONAL_ON_CMP');
  });

  it('is CONDITIONAL_ON_CMP_AND_REFRESH when the cookie appears only after consent and a refresh', () => {
    const verdict = awinClick()
      .withAcceptedBanner()
      .withMemoryCookieFrom('alp-post-consent-refresh')
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('CONDITIONAL_ON_CMP_AND_REFRESH');
  });

  it('is NO_MEMORY_COOKIE when the landing page was reached and the cookie is absent at all three stages', () => {
    const verdict = awinClick().withAcceptedBanner().evaluate();
    expect(verdict).toMatchObject({ auditStatus: 'DONE', memoryCookieStatus: 'NO_MEMORY_COOKIE' });
  });

  it('is NO_MEMORY_COOKIE when there is no banner to accept and the cookie is absent on landing', () => {
    expect(awinClick().evaluate().memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
  });

  it('is CLOSED_ADVERTISER when the network redirects to its closed-programme page', () => {
    const verdict = awinClick()
      .withHops(
        hop('https://www.awin1.test/cread.php?awinmid=1001'),
        hop('https://www.awin1.test/closed.php?mid=1001'),
      )
      .at('alp', { url: 'https://www.awin1.test/closed.php?mid=1001', scripts: [] })
      .evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'DONE',
      memoryCookieStatus: 'CLOSED_ADVERTISER',
      closedMerchant: true,
      moonpullErrors: [],
    });
  });

  it('is CLOSED_ADVERTISER when the network answers with its closed-programme wording, even as an HTTP error', () => {
    const verdict = awinClick()
      .at('alp', {
        url: 'https://www.awin1.test/cread.php?awinmid=1001',
        httpStatus: 410,
        textSample: 'This programme is no longer active.',
      })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('CLOSED_ADVERTISER');
  });

  it.each([
    ['dns', 'The advertiser domain does not resolve'],
    ['connection', 'The connection was refused'],
    ['timeout', 'The landing page did not load within 35 s'],
    ['http-error', 'The network answered with HTTP 502'],
    ['redirect-loop', 'The redirects loop'],
    ['invalid-link', 'The link is not an http(s) URL'],
    ['unsupported-network', 'Webgains is not supported'],
    ['blocked-address', 'The link points at a private address'],
    ['browser-crash', 'The browser crashed'],
  ] as const)(
    'is NOT_AUDITED with the failure as reason when the browser failed (%s)',
    (kind, message) => {
      const verdict = awinClick().failedWith(kind, message).evaluate();
      expect(verdict).toMatchObject({
        auditStatus: 'FAILED',
        memoryCookieStatus: 'NOT_AUDITED',
        failReason: message,
        hasAlp: false,
        moonpullErrors: [],
        handoverImpact: null,
      });
    },
  );

  it('is NOT_AUDITED when the landing document answered with an HTTP error', () => {
    const verdict = awinClick().at('alp', { httpStatus: 404 }).evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'FAILED',
      memoryCookieStatus: 'NOT_AUDITED',
      failReason: 'The advertiser landing page answered with HTTP 404',
    });
  });

  it('is NOT_AUDITED when the landing page was never observed', () => {
    const verdict = awinClick().at('alp', { observed: false }).evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'NOT_AUDITED',
      failReason: 'The advertiser landing page was never reached',
    });
  });

  it('is NOT_AUDITED for an unsupported network, whatever the browser saw', () => {
    const verdict = awinClick().withNetwork(sandboxNetwork('webgains')).evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'FAILED',
      memoryCookieStatus: 'NOT_AUDITED',
      failReason: 'Webgains is not a supported network',
    });
  });

  it('is MANUAL_REVIEW when a challenge page stands in front of the landing page', () => {
    const verdict = awinClick()
      .at('alp', {
        title: 'Just a moment...',
        scripts: ['https://www.shop.test/cdn-cgi/challenge-platform/h/b/orchestrate/jsch/v1'],
      })
      .evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'DONE',
      memoryCookieStatus: 'MANUAL_REVIEW',
      manualReviewRequired: true,
      handoverImpact: null,
    });
    expect(verdict.moonpullErrors).toContain('10.1.1');
  });

  it('is MANUAL_REVIEW, not NOT_AUDITED, when the challenge came with HTTP 403 and the browser reported it', () => {
    const verdict = awinClick()
      .at('alp', {
        httpStatus: 403,
        title: 'Just a moment...',
        textSample: 'Checking if the site connection is secure',
      })
      .withEvidence({
        failure: { kind: 'http-error', message: 'The landing page answered HTTP 403.' },
      })
      .evaluate();
    expect(verdict).toMatchObject({ auditStatus: 'DONE', memoryCookieStatus: 'MANUAL_REVIEW' });
  });

  it('is MANUAL_REVIEW with the advertiser’s reason when the advertiser cannot be audited', () => {
    const verdict = awinClick()
      .withMemoryCookieFrom('alp')
      .withAdvertiser({ cannotAudit: true, cannotAuditReason: 'Blocks data-centre traffic' })
      .evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'MANUAL_REVIEW',
      manualReviewRequired: true,
      failReason: 'Blocks data-centre traffic',
    });
  });

  it('is MANUAL_REVIEW with inferredS2S when no memory cookie exists but a header cookie carries the click id', () => {
    const serverCookie = cookie('shop_click', `aff=${AWC}`, {
      origin: 'header',
      domain: 'www.shop.test',
      httpOnly: true,
    });
    const verdict = awinClick()
      .withAcceptedBanner()
      .everywhere({ cookies: [serverCookie] })
      .evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'MANUAL_REVIEW',
      manualReviewRequired: true,
      inferredS2S: true,
    });
  });

  describe('cookies the browser did not keep', () => {
    const insecure = {
      sameSite: 'none' as const,
      partitioned: false,
      domainAttribute: null,
      widerThanHost: false,
      outcome: 'rejected' as const,
      reason: 'SameSite=None without Secure',
    };
    const landingHop = (cookies: ReturnType<typeof cookie>[]) =>
      hop(LANDING_URL, { status: 200, via: 'final', cookiesSet: cookies });

    it('does not infer S2S from a header cookie carrying the click id that the browser rejected', () => {
      const rejected = cookie('shop_click', `aff=${AWC}`, { origin: 'header', domain: 'www.shop.test', setCookie: insecure });
      const verdict = awinClick().withHops(landingHop([rejected])).evaluate();
      expect(verdict).toMatchObject({ memoryCookieStatus: 'NO_MEMORY_COOKIE', inferredS2S: false });
      const kept = cookie('shop_click', `aff=${AWC}`, { origin: 'header', domain: 'www.shop.test', setCookie: { ...insecure, outcome: 'stored', reason: null } });
      expect(awinClick().withHops(landingHop([kept])).evaluate()).toMatchObject({ memoryCookieStatus: 'MANUAL_REVIEW', inferredS2S: true });
    });

    it('names the memory cookie the browser rejected, and why, as the reason for NO_MEMORY_COOKIE', () => {
      const rejected = { ...awinMemoryCookie(), origin: 'header' as const, domain: 'www.shop.test', setCookie: insecure };
      const verdict = awinClick().withHops(landingHop([rejected])).evaluate();
      expect(verdict).toMatchObject({
        auditStatus: 'DONE',
        memoryCookieStatus: 'NO_MEMORY_COOKIE',
        failReason: 'www.shop.test set the memory cookie _aw_m_1001, but the browser rejected it: SameSite=None without Secure',
      });
    });

    it('says the browser deleted a memory cookie sent with an expiry in the past', () => {
      const expired = {
        ...awinMemoryCookie(),
        origin: 'header' as const,
        setCookie: { ...insecure, sameSite: null, outcome: 'deleted' as const, reason: 'Expiry in the past: deletes the cookie' },
      };
      expect(awinClick().withHops(landingHop([expired])).evaluate().failReason).toBe(
        'www.shop.test set the memory cookie _aw_m_1001, but the browser deleted it at once: Expiry in the past: deletes the cookie',
      );
    });

    it('leaves the reason empty when the rejected cookie is not the memory cookie, or the memory cookie was found anyway', () => {
      const other = cookie('tracking_other', AWC, { origin: 'header', setCookie: insecure });
      expect(awinClick().withHops(landingHop([other])).evaluate().failReason).toBeNull();
      const rejected = { ...awinMemoryCookie(), origin: 'header' as const, setCookie: insecure };
      expect(awinClick().withHops(landingHop([rejected])).withMemoryCookieFrom('alp').evaluate()).toMatchObject({
        memoryCookieStatus: 'IMMEDIATE',
        failReason: null,
      });
    });
  });

  it('counts a click id that reached the landing page only in its fragment as arrived', () => {
    const verdict = awinClick()
      .withMemoryCookieFrom('alp')
      .at('alp', { url: `https://www.shop.test/shop#awc=${AWC}` })
      .evaluate();
    expect(verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', aniTruncated: false });
    expect(verdict.moonpullErrors).not.toContain('5.5');
  });

  it('is OTHER when the network is not recognised and the link names no cookie', () => {
    const verdict = awinClick().withNetwork(null).evaluate();
    expect(verdict).toMatchObject({
      auditStatus: 'DONE',
      memoryCookieStatus: 'OTHER',
      otherReason: 'The network was not recognised, so there was no memory cookie to look for',
    });
  });

  it('is OTHER when a banner was found but accepting it failed, rather than blaming the advertiser', () => {
    const verdict = awinClick()
      .withCmp({ detected: 'Cookiebot', popupFound: true, optInSucceeded: false })
      .evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'OTHER',
      otherReason: 'The consent banner was found but accepting it failed',
    });
  });

  it('is OTHER when a banner was accepted but the page after consent was not observed', () => {
    const verdict = awinClick()
      .withCmp({ detected: 'onetrust', popupFound: true, optInSucceeded: true })
      .evaluate();
    expect(verdict.otherReason).toBe(
      'The consent banner was found but the page after consent could not be observed',
    );
  });

  it('is OTHER when the memory cookie set on landing is gone after consent', () => {
    const verdict = awinClick()
      .withAcceptedBanner('Complianz')
      .withMemoryCookieFrom('alp')
      .at('alp-post-consent', { cookies: [] })
      .evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'OTHER',
      otherReason: 'The memory cookie was there on landing but gone after consent',
      handoverImpact: null,
    });
  });

  it('is OTHER when the cookie appears only on the next page view while no consent was given', () => {
    const verdict = awinClick()
      .at('alp-post-consent-refresh', { observed: true })
      .withMemoryCookieFrom('alp-post-consent-refresh')
      .evaluate();
    expect(verdict).toMatchObject({
      memoryCookieStatus: 'OTHER',
      otherReason: 'The memory cookie appeared only after the refresh, without any consent given',
    });
  });

  it('is NO_MEMORY_COOKIE when the evidence says consent was skipped', () => {
    const verdict = awinClick()
      .withCmp({ detected: 'onetrust', popupFound: true, consentSkipped: true })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
  });

  it('is NO_MEMORY_COOKIE when the user chose to skip consent', () => {
    const verdict = awinClick()
      .withCmp({ detected: 'onetrust', popupFound: true })
      .withOptions({ skipConsent: true })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
  });
});

describe('evaluateAudit: journey facts', () => {
  it('reports the banner, the stages observed and the registrable final domain', () => {
    const verdict = awinClick()
      .withAcceptedBanner('Cookiebot')
      .withMemoryCookieFrom('alp')
      .evaluate();
    expect(verdict).toMatchObject({
      detectedCmp: 'Cookiebot',
      cookiesWereAccepted: true,
      hasAlp: true,
      hasAlpPostConsent: true,
      hasAlpPostConsentRefresh: true,
      hasPostConsentJourney: true,
      hasPostConsentRefreshJourney: true,
      finalDomain: 'shop.test',
      ani: AWC,
    });
  });

  it('reports no post-consent journey without a banner', () => {
    const verdict = awinClick().withMemoryCookieFrom('alp').evaluate();
    expect(verdict).toMatchObject({
      detectedCmp: null,
      cookiesWereAccepted: false,
      hasAlpPostConsent: false,
      hasPostConsentJourney: false,
      hasPostConsentRefreshJourney: false,
    });
  });

  it('passes the interstitial navigation through', () => {
    const verdict = awinClick().withEvidence({ interstitialNavigated: true }).evaluate();
    expect(verdict.interstitialNavigated).toBe(true);
  });

  it('flags a click id cut short on the way to the landing page', () => {
    const verdict = awinClick()
      .withHops(
        hop('https://www.awin1.test/cread.php?awinmid=1001'),
        hop(`https://shop.test/go?awc=${AWC}`),
      )
      .at('alp', { url: `${LANDING_URL.split('?')[0]}?awc=${AWC.slice(0, 12)}` })
      .evaluate();
    expect(verdict.aniTruncated).toBe(true);
  });

  it('takes the final domain from the last hop when the landing page was never reached', () => {
    const verdict = awinClick()
      .failedWith('timeout', 'Timed out')
      .withHops(
        hop('https://www.awin1.test/cread.php?awinmid=1001'),
        hop('https://go.brand.co.uk/r'),
      )
      .evaluate();
    expect(verdict.finalDomain).toBe('brand.co.uk');
  });

  it('uses the platform’s content rates for the handover impact', () => {
    const verdict = awinClick()
      .withAcceptedBanner()
      .withMemoryCookieFrom('alp-post-consent')
      .withRates({ acceptRate: 80 })
      .evaluate();
    expect(verdict.handoverImpact).toBe(20);
  });

  it('lists the stage errors in stage order, then the page marker errors', () => {
    const verdict = awinClick()
      .withAcceptedBanner()
      .everywhere({ scripts: ['https://cdn.shopify.test/s/files/theme.js'] })
      .withMemoryCookieFrom('alp-post-consent')
      .evaluate();
    expect(verdict.moonpullErrors).toEqual(['5.3', '5.4', '6.3', '7.3', '10.2.1']);
  });
});
