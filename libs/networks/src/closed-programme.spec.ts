import { closedProgrammePageOn } from './definitions/closed-programme-page';
import { showsClosedProgramme } from './closed-programme';
import type { NetworkDefinition } from './network-definition';
import { AWIN } from './definitions';

const network: NetworkDefinition = {
  ...AWIN,
  closedProgrammeMarkers: closedProgrammePageOn(['www.awin1.com']),
};
const page = (url: string, text: string) => ({ url, title: '', text });

describe('showsClosedProgramme', () => {
  it('recognises a redirect through the network’s closed-programme URL', () => {
    expect(showsClosedProgramme(network, ['https://www.awin1.com/closed.php?mid=1'], null)).toBe(
      true,
    );
  });

  it('recognises the closed-programme wording on a page the network served', () => {
    const landing = page(
      'https://www.awin1.com/cread.php',
      'Sorry, this programme is no longer active.',
    );
    expect(showsClosedProgramme(network, [], landing)).toBe(true);
  });

  it('ignores the same wording on the advertiser’s own page', () => {
    const landing = page('https://shop.example/', 'Our loyalty programme has ended.');
    expect(showsClosedProgramme(network, [], landing)).toBe(false);
  });

  it('is false for an ordinary click', () => {
    const landing = page('https://shop.example/?awc=1_2_3', 'Welcome');
    expect(
      showsClosedProgramme(network, ['https://www.awin1.com/cread.php?awinmid=1'], landing),
    ).toBe(false);
  });
});
