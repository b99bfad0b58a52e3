import { buildSuccessCriteria, type SuccessCriteria } from '@tracklight/networks';
import { AWC, awinClick, CLICK_URL, cookie, hop, LANDING_URL, sandboxNetwork } from './test-support/evidence-builders';

const errorsOf = (scenario: ReturnType<typeof awinClick>) => scenario.evaluate().moonpullErrors;

describe('stage errors', () => {
  it('has none when the tag, the memory cookie and the click id are all there', () => {
    expect(errorsOf(awinClick().withAcceptedBanner().withMemoryCookieFrom('alp'))).toEqual([]);
  });

  it('raises x.3 when the network’s tracking script is missing', () => {
    expect(errorsOf(awinClick().withMemoryCookieFrom('alp').at('alp', { scripts: [] }))).toEqual([
      '5.3',
    ]);
  });

  it('raises x.3.1 (Non-matched Tag) when the tag on the page is another advertiser’s', () => {
    const scenario = awinClick()
      .withMemoryCookieFrom('alp')
      .at('alp', { scripts: ['https://www.dwin1.test/2002.js'] });
    expect(errorsOf(scenario)).toEqual(['5.3.1']);
  });

  it('raises x.4 when the memory cookie is missing', () => {
    expect(errorsOf(awinClick())).toEqual(['5.4']);
  });

  it('raises x.5 when the click id is missing from the landing URL', () => {
    const scenario = awinClick()
      .withHops(hop('https://www.awin1.test/cread.php?awinmid=1001'), hop(LANDING_URL))
      .withMemoryCookieFrom('alp')
      .at('alp', { url: 'https://www.shop.test/' });
    expect(errorsOf(scenario)).toEqual(['5.5']);
  });

  it('checks every observed stage once a banner was found', () => {
    const scenario = awinClick()
      .withAcceptedBanner()
      .withMemoryCookieFrom('alp-post-consent-refresh');
    expect(errorsOf(scenario)).toEqual(['5.4', '6.4']);
  });

  it('raises nothing at the post-consent stages when no banner was found, even if they were observed', () => {
    const scenario = awinClick()
      .at('alp-post-consent', { observed: true, scripts: [] })
      .at('alp-post-consent-refresh', { observed: true, scripts: [] });
    expect(errorsOf(scenario)).toEqual(['5.4']);
  });

  it('skips the script check of a network that defines no tag (N/A)', () => {
    const scenario = awinClick()
      .withNetwork(sandboxNetwork('partnerize'))
      .at('alp', {
        url: 'https://www.shop.test/?clickref=pz1',
        localStorage: { partnerizeClickReference: 'pz1' },
      });
    expect(errorsOf(scenario)).toEqual([]);
  });

  it('counts the link’s custom master tag as the network’s tag', () => {
    const customTag = 'https://cdn.shop.test/affiliates/awin-proxy.js';
    const scenario = awinClick()
      .withMemoryCookieFrom('alp')
      .withOptions({ customMasterTag: customTag })
      .at('alp', { scripts: [`${customTag}?v=3`] });
    expect(errorsOf(scenario)).toEqual([]);
  });
});

describe('stage errors from success criteria the CMS edited', () => {
  const awinCriteria = (): SuccessCriteria => JSON.parse(JSON.stringify(buildSuccessCriteria(sandboxNetwork('awin'))));

  it('judges by the edited checks, not by the definition', () => {
    const criteria = awinCriteria();
    criteria.alp.cookies = [{ errorId: '5.4', rules: [{ storage: 'cookie', namePattern: '^shop_aff$', mustContainAni: false }] }];
    const scenario = awinClick().withMemoryCookieFrom('alp').withSuccessCriteria(criteria);
    expect(errorsOf(scenario)).toEqual(['5.4']);
    expect(errorsOf(scenario.at('alp', { cookies: [cookie('shop_aff', '1')] }))).toEqual([]);
  });

  it('raises nothing for a check the criteria no longer have (N/A)', () => {
    const criteria = awinCriteria();
    criteria.alp.scripts = [];
    criteria.alp.extracted = [];
    expect(errorsOf(awinClick().withMemoryCookieFrom('alp').at('alp', { scripts: [] }).withSuccessCriteria(criteria))).toEqual([]);
  });

  it('checks the redirect hops of a stage when the criteria ask', () => {
    const criteria = awinCriteria();
    criteria.niu.query = [{ errorId: '2.5', anyOfParams: ['clickref'] }];
    criteria.niu.cookies = [{ errorId: '2.4', rules: [{ storage: 'cookie', namePattern: '^aw_click$', mustContainAni: false }] }];
    const scenario = awinClick().withMemoryCookieFrom('alp').withSuccessCriteria(criteria);
    expect(errorsOf(scenario)).toEqual(['2.4', '2.5']);
    const passing = awinClick()
      .withMemoryCookieFrom('alp')
      .withSuccessCriteria(criteria)
      .withHops(hop(`${CLICK_URL}&clickref=c1`, { stage: 'niu', cookiesSet: [cookie('aw_click', 'x')] }));
    expect(errorsOf(passing)).toEqual([]);
  });

  it('does not count a hop cookie the browser rejected or deleted as set', () => {
    const criteria = awinCriteria();
    criteria.niu.cookies = [{ errorId: '2.4', rules: [{ storage: 'cookie', namePattern: '^aw_click$', mustContainAni: false }] }];
    const report = (outcome: 'stored' | 'rejected' | 'deleted') => ({
      sameSite: 'none' as const,
      partitioned: false,
      domainAttribute: null,
      widerThanHost: false,
      outcome,
      reason: outcome === 'stored' ? null : 'SameSite=None without Secure',
    });
    const withHopCookie = (outcome: 'stored' | 'rejected' | 'deleted') =>
      awinClick()
        .withMemoryCookieFrom('alp')
        .withSuccessCriteria(criteria)
        .withHops(hop(CLICK_URL, { stage: 'niu', cookiesSet: [cookie('aw_click', 'x', { origin: 'header', setCookie: report(outcome) })] }));
    expect(errorsOf(withHopCookie('stored'))).toEqual([]);
    expect(errorsOf(withHopCookie('rejected'))).toEqual(['2.4']);
    expect(errorsOf(withHopCookie('deleted'))).toEqual(['2.4']);
  });

  it('finds the click id in the landing address’s fragment when the query lost it', () => {
    const inFragment = awinClick()
      .withMemoryCookieFrom('alp')
      .at('alp', { url: `https://www.shop.test/shop#awc=${AWC}` });
    expect(errorsOf(inFragment)).not.toContain('5.5');
    const nowhere = awinClick().withMemoryCookieFrom('alp').at('alp', { url: 'https://www.shop.test/shop#top' });
    expect(errorsOf(nowhere)).toContain('5.5');
  });

  it('lets the link’s cookie stand in for the rules of an edited cookie check, under its error id', () => {
    const criteria = awinCriteria();
    criteria.alp.cookies = [{ errorId: '5.4', rules: [{ storage: 'cookie', namePattern: '^never$', mustContainAni: false }] }];
    const scenario = awinClick()
      .withOptions({ cookieType: '3', cookieName: 'shop_*' })
      .withSuccessCriteria(criteria)
      .at('alp', { cookies: [cookie('shop_aff', '1')] });
    expect(errorsOf(scenario)).toEqual([]);
  });

  it('derives the same errors as the definition when the criteria were never edited', () => {
    const derived = awinClick().withAcceptedBanner().withMemoryCookieFrom('alp-post-consent-refresh');
    const explicit = awinClick()
      .withAcceptedBanner()
      .withMemoryCookieFrom('alp-post-consent-refresh')
      .withSuccessCriteria(awinCriteria());
    expect(errorsOf(explicit)).toEqual(errorsOf(derived));
  });
});
