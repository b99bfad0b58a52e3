import type { AnyEvent, NewEvent } from '@tracklight/event-store';
import { apiKeyRefusalAt, decideCreateApiKey, decideRevokeApiKey, foldApiKey } from './api-key.state';

const created = {
  keyId: 'k1',
  name: 'Deploy pipeline',
  companyId: 'c1',
  ownerId: 'u1',
  scopes: ['read' as const, 'submit' as const],
  expiresAt: '2027-01-01T00:00:00.000Z',
  secretHash: 'h',
};
const given = (...history: NewEvent[][]) => foldApiKey(history.flat() as AnyEvent[]);

describe('an API key (given / when / then)', () => {
  const create = decideCreateApiKey(null, created);

  it('is created once, with its scopes, owner and expiry', () => {
    expect(create).toEqual([{ type: 'ApiKeyCreated', data: created }]);
    expect(() => decideCreateApiKey(given(create), created)).toThrow('This API key exists already.');
  });

  it('is revoked once and then refused', () => {
    const revoke = decideRevokeApiKey(given(create));
    expect(revoke).toEqual([{ type: 'ApiKeyRevoked', data: {} }]);
    expect(decideRevokeApiKey(given(create, revoke))).toEqual([]);
    expect(apiKeyRefusalAt(given(create, revoke)!, new Date('2026-11-25T00:00:00Z'))).toBe('revoked');
    expect(() => decideRevokeApiKey(null)).toThrow('No such API key.');
  });

  it('is refused from its expiry on, and never expires without one', () => {
    const key = given(create)!;
    expect(apiKeyRefusalAt(key, new Date('2026-12-31T23:59:59Z'))).toBeNull();
    expect(apiKeyRefusalAt(key, new Date('2027-01-01T00:00:00Z'))).toBe('expired');
    expect(apiKeyRefusalAt({ ...key, expiresAt: null }, new Date('2099-01-01T00:00:00Z'))).toBeNull();
  });
});
