import { AWC, awinClick, cookie, LANDING_URL } from './test-support/evidence-builders';

describe('per-link and advertiser overrides', () => {
  it('cookieType 1 (ANI): the named cookie must contain the click id', () => {
    const scenario = awinClick().withOptions({ cookieType: '1', cookieName: 'shop_aff' });
    expect(
      scenario.at('alp', { cookies: [cookie('shop_aff', `src=awin|${AWC}`)] }).evaluate()
        .memoryCookieStatus,
    ).toBe('IMMEDIATE');
    expect(
      scenario.at('alp', { cookies: [cookie('shop_aff', 'src=awin')] }).evaluate()
        .memoryCookieStatus,
    ).toBe('NO_MEMORY_COOKIE');
  });

  it('cookieType 1 replaces the network’s cookie: AWIN’s own no longer counts', () => {
    const verdict = awinClick()
      .withOptions({ cookieType: '1', cookieName: 'shop_aff' })
      .withMemoryCookieFrom('alp')
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
  });

  it('cookieType 3 (wildcard): any cookie whose name fits the glob, whatever its value', () => {
    const verdict = awinClick()
      .withOptions({ cookieType: '3', cookieName: 'aff_*_id' })
      .at('alp', { cookies: [cookie('aff_awin_id', 'anything')] })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('IMMEDIATE');
  });

  it('customAni naming a parameter of the journey: that parameter carries the click id', () => {
    const verdict = awinClick()
      .withOptions({ customAni: 'shopclick', cookieType: '1', cookieName: 'shop_click' })
      .at('alp', {
        url: `${LANDING_URL}&shopclick=sc-42`,
        cookies: [cookie('shop_click', 'sc-42')],
      })
      .evaluate();
    expect(verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', ani: 'sc-42' });
  });

  it('customAni naming no parameter of the journey: it is the value to look for', () => {
    const verdict = awinClick()
      .withOptions({ customAni: 'pub-77' })
      .at('alp', { cookies: [cookie('_aw_m_1001', 'pub-77')] })
      .evaluate();
    expect(verdict).toMatchObject({ memoryCookieStatus: 'IMMEDIATE', ani: 'pub-77' });
  });

  it('uses the advertiser’s bespoke cookie when the link has none', () => {
    const verdict = awinClick()
      .withAdvertiser({ bespokeCookieValueType: 3, bespokeCookieName: 'bespoke_*' })
      .at('alp', { cookies: [cookie('bespoke_aff', '1')] })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('IMMEDIATE');
  });

  it('lets the link’s cookie override win over the advertiser’s', () => {
    const verdict = awinClick()
      .withAdvertiser({ bespokeCookieValueType: 3, bespokeCookieName: 'bespoke_*' })
      .withOptions({ cookieType: '3', cookieName: 'link_*' })
      .at('alp', { cookies: [cookie('bespoke_aff', '1')] })
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('NO_MEMORY_COOKIE');
  });

  it('keeps the network’s rules for bespoke type 2, the default', () => {
    const verdict = awinClick()
      .withAdvertiser({ bespokeCookieValueType: 2, bespokeCookieName: 'bespoke_aff' })
      .withMemoryCookieFrom('alp')
      .evaluate();
    expect(verdict.memoryCookieStatus).toBe('IMMEDIATE');
  });

  it('takes the advertiser id from the advertiser record when the click URL carries none', () => {
    const verdict = awinClick()
      .withEvidence({ link: 'https://www.awin1.test/awclick.php?awinaffid=77' })
      .withHops()
      .withAdvertiser({ advertiserId: '1001' })
      .at('alp', {
        scripts: ['https://www.dwin1.test/2002.js'],
        cookies: [cookie('_aw_m_1001', AWC)],
      })
      .evaluate();
    expect(verdict.moonpullErrors).toEqual(['5.3.1']);
  });
});
