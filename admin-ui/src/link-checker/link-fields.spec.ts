import { MAIN_FIELDS, helpEntriesOf, linkFieldsFor, newLinkValues } from './link-fields';
import { sessionUser } from '../auth/session-user.fixture';

const sources = (fields: readonly { source: string }[]) => fields.map((field) => field.source);

describe('link fields by role (spec sections 2 and 6)', () => {
  it("offers a publisher the Additional Fields but not the master tag or the advanced settings", () => {
    const offered = linkFieldsFor(sessionUser({ isSuperAdmin: false }));
    expect(sources(offered.additional)).toEqual([
      'referrer', 'cookieType', 'cookieName', 'customAni', 'tagA', 'tagB', 'tagC', 'tagD', 'tagE', 'placement', 'name',
    ]);
    expect(offered.advanced).toEqual([]);
  });

  it('offers a super admin the custom master tag and the advanced settings too', () => {
    const offered = linkFieldsFor(sessionUser({ isSuperAdmin: true }));
    expect(sources(offered.additional)).toEqual([...sources(linkFieldsFor(sessionUser({ isSuperAdmin: false })).additional), 'customMasterTag']);
    expect(sources(offered.advanced)).toEqual(['proxyYN', 'proxyCountryCode', 'extraTimeout']);
  });

  it('treats a missing session as no super admin', () => {
    expect(linkFieldsFor(null)).toEqual(linkFieldsFor(sessionUser({ isSuperAdmin: false })));
  });

  it('names the required fields as the form shows them, and starts a link in gb with no cookie type', () => {
    expect(MAIN_FIELDS.map((field) => [field.source, field.label])).toEqual([
      ['link', 'Affiliate Link'],
      ['userDefinedNetwork', 'Network'],
      ['countryCode', 'Country Code'],
    ]);
    expect(newLinkValues()).toEqual({ countryCode: 'gb', cookieType: 'none' });
  });

  it('explains every field in the help panel', () => {
    const { additional, advanced } = linkFieldsFor(sessionUser({ isSuperAdmin: true }));
    for (const field of [...MAIN_FIELDS, ...additional, ...advanced]) expect(field.help).toMatch(/\w+/);
  });

  it('explains the five tags once in the help panel', () => {
    const { additional } = linkFieldsFor(sessionUser({ isSuperAdmin: false }));
    expect(helpEntriesOf(additional).map((entry) => entry.label)).toEqual([
      'Referrer', 'Cookie Type', 'Cookie Name', 'Custom ANI', 'Tag A to Tag E', 'Placement', 'Name',
    ]);
    expect(helpEntriesOf([{ label: 'A', help: 'x' }, { label: 'B', help: 'y' }, { label: 'C', help: 'x' }])).toEqual([
      { label: 'A', help: 'x' },
      { label: 'B', help: 'y' },
      { label: 'C', help: 'x' },
    ]);
  });
});
