import { hashToken } from '../sessions/secret-tokens';
import type { UserState } from '../users/user.state';
import { resetTokenValid } from './reset-token';

const user = (expiresAt: string, isEnabled = true): UserState => ({
  userId: 'u',
  email: 'e',
  name: 'n',
  title: '',
  companyId: 'c',
  isCompanyOwner: false,
  isEnabled,
  roles: [],
  grants: [],
  passwordHash: null,
  mustSetPassword: false,
  sessions: {},
  issuedTokens: {},
  resetToken: { hash: hashToken('token'), expiresAt },
});

describe('reset token', () => {
  const now = new Date('2025-01-01T12:00:00Z');

  it('works until it expires', () => {
    expect(resetTokenValid(user('2025-01-01T12:30:00Z'), 'token', now)).toBe(true);
    expect(resetTokenValid(user('2025-01-01T11:59:59Z'), 'token', now)).toBe(false);
  });

  it('does not work for a disabled user or with another token', () => {
    expect(resetTokenValid(user('2025-01-01T12:30:00Z', false), 'token', now)).toBe(false);
    expect(resetTokenValid(user('2025-01-01T12:30:00Z'), 'other', now)).toBe(false);
  });
});
