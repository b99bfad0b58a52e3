import { AccessTokens } from './access-tokens';
import { ServiceTokens } from './service-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

describe('service tokens', () => {
  it('name the calling service to a process with the same secret', () => {
    expect(new ServiceTokens(SECRET).verify(new ServiceTokens(SECRET).sign('batches'))).toBe('batches');
    expect(new ServiceTokens('another-secret-that-is-long-enough-12').verify(new ServiceTokens(SECRET).sign('batches'))).toBeNull();
    expect(new ServiceTokens(SECRET).verify(undefined)).toBeNull();
  });

  it('are never an access token, nor an access token one', () => {
    const user = { id: 'u1', email: 'a@example.com', name: 'A', title: '', companyId: 'c1', companyName: 'C', isSuperAdmin: true, isCompanyOwner: false, roles: [], grants: [], shareEnabled: false, queues: [] };
    expect(new ServiceTokens(SECRET).verify(new AccessTokens(SECRET).sign(user))).toBeNull();
    expect(new AccessTokens(SECRET).verify(new ServiceTokens(SECRET).sign('batches'))).toBeNull();
  });
});
