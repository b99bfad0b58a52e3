import { NETWORK_DEFINITIONS } from './definitions';
import { findNetwork } from './find-network';

const find = (userDefinedNetwork: string | null, firstHopHost: string | null) =>
  findNetwork(NETWORK_DEFINITIONS, { userDefinedNetwork, firstHopHost })?.id ?? null;

describe('findNetwork', () => {
  it('finds the user-defined network by name, case-insensitively', () => {
    expect(find('rakuten advertising', null)).toBe('rakuten');
  });

  it('finds the user-defined network by alias', () => {
    expect(find('LC Naked', null)).toBe('linkconnector');
  });

  it('lets the user-defined network win over the first hop’s host', () => {
    expect(find('Impact', 'www.awin1.com')).toBe('impact');
  });

  it('falls back to the first hop’s host when there is no user-defined network', () => {
    expect(find(null, 'brand.sjv.io')).toBe('impact');
    expect(find('', 'www.anrdoezrs.net')).toBe('cj');
  });

  it('falls back to the host when the user-defined network is unknown', () => {
    expect(find('Some Network', 'click.linksynergy.com')).toBe('rakuten');
  });

  it('is null when neither names a known network', () => {
    expect(find(null, 'www.shop.example')).toBeNull();
    expect(find(null, null)).toBeNull();
  });
});
