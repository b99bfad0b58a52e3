import { advertiserFormErrors } from './advertiser-form-errors';

describe('advertiser form errors (the server’s words, at their inputs)', () => {
  it('names the required fields of a create', () => {
    expect(advertiserFormErrors({}, true)).toMatchObject({ networkId: 'Network is required.', name: 'Name is required.', domain: 'Domain is required.' });
  });

  it('asks for a reason with cannotAudit, and a name with a bespoke cookie type', () => {
    const base = { networkId: 'awin', name: 'Shop', domain: 'shop.test' };
    expect(advertiserFormErrors({ ...base, cannotAudit: true }, true)).toEqual({
      cannotAuditReason: 'Cannot audit reason is required when the advertiser cannot be audited.',
    });
    expect(advertiserFormErrors({ ...base, bespokeCookieValueType: '1' }, true)).toEqual({
      bespokeCookieName: 'Bespoke cookie name is required for bespoke cookie value type 1.',
    });
    expect(advertiserFormErrors({ ...base, domain: 'not a domain' }, false)).toEqual({ domain: 'Domain must be a domain such as shop.example.com.' });
    expect(advertiserFormErrors(base, true)).toEqual({});
  });
});
