import { ssoReturnOf } from './sso-return';

describe('ssoReturnOf', () => {
  it('reads the code the issuer redirected with', () => {
    expect(ssoReturnOf('?code=abc123&state=xyz&iss=https%3A%2F%2Fidp.example')).toEqual({ code: 'abc123' });
  });

  it("reads a refusal with the issuer's description, else its error code", () => {
    expect(ssoReturnOf('?error=access_denied&error_description=End-User%20aborted%20interaction&state=x')).toEqual({
      refusal: 'Single sign-on did not succeed: End-User aborted interaction',
    });
    expect(ssoReturnOf('?error=access_denied')).toEqual({ refusal: 'Single sign-on did not succeed: access_denied' });
  });

  it('finds nothing in an ordinary address', () => {
    expect(ssoReturnOf('')).toBeNull();
    expect(ssoReturnOf('?code=')).toBeNull();
    expect(ssoReturnOf('?utm_source=mail')).toBeNull();
  });
});
