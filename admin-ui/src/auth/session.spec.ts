import { readSession, renewAfterRefusal, storeSession, type Session } from './session';
import { sessionUser } from './session-user.fixture';

const sessionWith = (access: string, refresh: string): Session => ({ tokens: { accessToken: access, refreshToken: refresh }, user: sessionUser() });

describe('renewing a refused session', () => {
  const stored = new Map<string, string>();
  let refreshes: string[];
  let next: number;

  beforeEach(() => {
    stored.clear();
    refreshes = [];
    next = 1;
    Object.assign(globalThis, {
      localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value), removeItem: (key: string) => stored.delete(key) },
      // The server: each refresh rotates both tokens.
      fetch: async (path: string, init: RequestInit) => {
        refreshes.push(`${path} ${(init.headers as Record<string, string>).refresh}`);
        const rotated = sessionWith(`a${next}`, `r${next}`);
        next += 1;
        return new Response(JSON.stringify(rotated), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
  });

  it('refreshes once for calls refused together, and not again for one refused after that refresh', async () => {
    const first = sessionWith('a0', 'r0');
    storeSession(first);
    const together = await Promise.all([renewAfterRefusal(first), renewAfterRefusal(first)]);
    expect(together.map((session) => session?.tokens.accessToken)).toEqual(['a1', 'a1']);
    // A call sent with a0 before the refresh finished, refused after it: retried with a1.
    expect((await renewAfterRefusal(first))?.tokens.accessToken).toBe('a1');
    expect(refreshes).toEqual(['/auth/refresh r0']);
    // The new token refused too (say, the server's key changed): that is refreshed.
    expect((await renewAfterRefusal(readSession()!))?.tokens.accessToken).toBe('a2');
    expect(refreshes).toEqual(['/auth/refresh r0', '/auth/refresh r1']);
  });
});
