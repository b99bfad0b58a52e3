import { headerCookieCarriesClickId } from './inferred-s2s';
import { AWC, awinClick, cookie, hop } from './test-support/evidence-builders';

const carries = (scenario: ReturnType<typeof awinClick>) =>
  headerCookieCarriesClickId(scenario.build(), [AWC], 'shop.test');

describe('headerCookieCarriesClickId', () => {
  it('is true for a first-party cookie set by a response header holding the click id', () => {
    const serverCookie = cookie('sid_aff', AWC, { origin: 'header', domain: '.shop.test' });
    expect(carries(awinClick().at('alp', { cookies: [serverCookie] }))).toBe(true);
  });

  it('is true when an advertiser redirect before landing set it', () => {
    const serverCookie = cookie('sid_aff', AWC, { origin: 'header', domain: 'shop.test' });
    expect(
      carries(
        awinClick().withHops(hop(`https://shop.test/r?awc=${AWC}`, { cookiesSet: [serverCookie] })),
      ),
    ).toBe(true);
  });

  it('is false for a cookie set by script', () => {
    expect(
      carries(awinClick().at('alp', { cookies: [cookie('sid_aff', AWC, { origin: 'script' })] })),
    ).toBe(false);
  });

  it('is false for a third-party cookie, such as the network’s own', () => {
    const networkCookie = cookie('aw_click', AWC, { origin: 'header', domain: '.awin1.test' });
    expect(carries(awinClick().at('alp', { cookies: [networkCookie] }))).toBe(false);
  });
});
