/**
 * What the SSO issuer sent back. It redirects to the product's root (OIDC_REDIRECT_URI, by default
 * PUBLIC_URL/) with its answer in the real query string, ahead of the hash the router reads.
 */
export type SsoReturn = { code: string } | { refusal: string } | null;

/** The issuer's answer in `search` (window.location.search): a code to redeem, its refusal, or nothing. */
export const ssoReturnOf = (search: string): SsoReturn => {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code) return { code };
  const error = params.get('error');
  // The issuer's own words (e.g. the user cancelled), else its error code (RFC 6749 section 4.1.2.1).
  return error ? { refusal: `Single sign-on did not succeed: ${params.get('error_description') || error}` } : null;
};
