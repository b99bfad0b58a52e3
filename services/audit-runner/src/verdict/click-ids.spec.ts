import { isAniTruncated } from './click-ids';
import { AWC, awinClick, hop, LANDING_URL } from './test-support/evidence-builders';

const networkHop = hop('https://www.awin1.test/cread.php?awinmid=1001');
const landingWith = (awc: string) => `${LANDING_URL.split('?')[0]}?awc=${awc}`;

describe('isAniTruncated', () => {
  it('is true when the landing click id is a strict prefix of the one the network sent', () => {
    const evidence = awinClick()
      .withHops(networkHop, hop(`https://shop.test/r?awc=${AWC}`))
      .at('alp', { url: landingWith(AWC.slice(0, 10)) })
      .build();
    expect(isAniTruncated(evidence, ['awc'])).toBe(true);
  });

  it('is false when the click id arrives whole', () => {
    const evidence = awinClick()
      .withHops(networkHop, hop(`https://shop.test/r?awc=${AWC}`))
      .build();
    expect(isAniTruncated(evidence, ['awc'])).toBe(false);
  });

  it('is false when the landing click id is different rather than shorter', () => {
    const evidence = awinClick()
      .withHops(networkHop, hop(`https://shop.test/r?awc=${AWC}`))
      .at('alp', { url: landingWith('other') })
      .build();
    expect(isAniTruncated(evidence, ['awc'])).toBe(false);
  });

  it('is false when only the landing URL carries the click id', () => {
    expect(isAniTruncated(awinClick().build(), ['awc'])).toBe(false);
  });
});
