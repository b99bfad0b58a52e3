import { batchPagePathFor, batchPayload, quickCheckPayload, singleLinkPayload, toBatchLink } from './batch-payload';
import { linkFieldsFor } from './link-fields';
import { sessionUser } from '../auth/session-user.fixture';

const publisher = linkFieldsFor(sessionUser({ isSuperAdmin: false }));
const superAdmin = linkFieldsFor(sessionUser({ isSuperAdmin: true }));

describe('batch payload for POST /audit?engine=luna (spec sections 3, 5 and 7)', () => {
  it('collects a link as the spec says: text trimmed, empties dropped, numbers as numbers, checkboxes as booleans', () => {
    const values = {
      link: ' https://track.example/x ',
      userDefinedNetwork: 'AWIN',
      countryCode: 'de',
      referrer: '',
      cookieType: '1',
      cookieName: ' aw ',
      tagA: 'spring',
      tagB: null,
      placement: '   ',
      proxyYN: true,
      proxyCountryCode: 'fr',
      extraTimeout: 30,
      customMasterTag: 'mt',
    };
    expect(toBatchLink(values, superAdmin)).toEqual({
      link: 'https://track.example/x',
      userDefinedNetwork: 'AWIN',
      countryCode: 'de',
      cookieType: '1',
      cookieName: 'aw',
      tagA: 'spring',
      customMasterTag: 'mt',
      proxyYN: true,
      proxyCountryCode: 'fr',
      extraTimeout: 30,
    });
  });

  it("sends no cookie type for None, and a false checkbox as false", () => {
    expect(toBatchLink({ link: 'https://a.example/', cookieType: 'none', proxyYN: false }, superAdmin)).toEqual({
      link: 'https://a.example/',
      proxyYN: false,
    });
  });

  it("never sends a field the user is not offered, even if a value was left in the form", () => {
    const values = { link: 'https://a.example/', customMasterTag: 'mt', proxyYN: true, proxyCountryCode: 'fr', extraTimeout: 9, name: 'n' };
    expect(toBatchLink(values, publisher)).toEqual({ link: 'https://a.example/', name: 'n' });
  });

  it('names the single link batch by its Advertiser Name and Comment', () => {
    const payload = singleLinkPayload(
      { batchName: ' Acme ', batchDescription: '', notifyOnComplete: false, link: 'https://a.example/', userDefinedNetwork: 'AWIN', countryCode: 'gb' },
      publisher,
    );
    expect(payload).toEqual({
      batchMeta: { name: 'Acme', notifyOnComplete: false },
      batchLinks: [{ link: 'https://a.example/', userDefinedNetwork: 'AWIN', countryCode: 'gb' }],
    });
  });

  it('keeps the built rows in order as one batch', () => {
    const payload = batchPayload(
      { name: 'Spring', description: 'two links', notifyOnComplete: true },
      [{ link: 'https://a.example/', tagE: 'e' }, { link: 'https://b.example/' }],
      publisher,
    );
    expect(payload).toEqual({
      batchMeta: { name: 'Spring', description: 'two links', notifyOnComplete: true },
      batchLinks: [{ link: 'https://a.example/', tagE: 'e' }, { link: 'https://b.example/' }],
    });
  });

  it("names a quick check after the link's site, and leaves a link that does not parse to the server", () => {
    expect(quickCheckPayload(' https://track.example/x?id=1 ')).toEqual({
      batchMeta: { name: 'Quick check: track.example' },
      batchLinks: [{ link: 'https://track.example/x?id=1' }],
    });
    expect(quickCheckPayload('http//nope')).toEqual({ batchMeta: { name: 'Quick check' }, batchLinks: [{ link: 'http//nope' }] });
  });

  it('lands on the batch page after a submit', () => {
    expect(batchPagePathFor('b-1')).toBe('/reporting/memory/cookie/b-1');
  });
});
