import { awinClick, hop, LANDING_URL, sandboxNetwork } from './test-support/evidence-builders';

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
