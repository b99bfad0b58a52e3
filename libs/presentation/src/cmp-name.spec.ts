import { knownCmpName } from './cmp-name';

const none = { detectedCmp: null, cmpVendor: null, liteResult: null };

describe('known CMP name', () => {
  it('prefers the detected CMP, then the vendor, then the Lite result', () => {
    const lite = { liteResult: { error: null, cmp: 'Didomi' } };
    expect(
      knownCmpName({ ...lite, cmpVendor: 'Quantcast', detectedCmp: { name: 'OneTrust' } }),
    ).toBe('OneTrust');
    expect(knownCmpName({ ...lite, cmpVendor: 'Quantcast', detectedCmp: { name: null } })).toBe(
      'Quantcast',
    );
    expect(knownCmpName({ ...none, ...lite })).toBe('Didomi');
  });

  it('is null when no source knows one', () => {
    expect(knownCmpName(none)).toBeNull();
  });
});
