import { SSO_URL_ERROR, ssoSignInUrl } from './sso-api';

const answer = (status: number, body: string) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

describe('ssoSignInUrl', () => {
  afterEach(() => jest.restoreAllMocks());

  it("answers the issuer's address", async () => {
    answer(200, JSON.stringify({ url: 'https://idp.example/authorize?client_id=tracklight' }));
    await expect(ssoSignInUrl()).resolves.toBe('https://idp.example/authorize?client_id=tracklight');
    expect(fetch).toHaveBeenCalledWith('/auth/sso/url', {});
  });

  it("passes the server's own refusal on verbatim", async () => {
    answer(404, JSON.stringify({ errorMessage: 'Single sign-on is not set up for this installation.' }));
    await expect(ssoSignInUrl()).rejects.toThrow('Single sign-on is not set up for this installation.');
  });

  it.each([
    ['a failure without a message', () => answer(502, '<html>Bad gateway</html>')],
    ['an answer without an address', () => answer(200, '{}')],
    ['no answer at all', () => jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))],
  ])("turns %s into the spec's message", async (_, arrange) => {
    arrange();
    await expect(ssoSignInUrl()).rejects.toThrow(SSO_URL_ERROR);
  });
});
