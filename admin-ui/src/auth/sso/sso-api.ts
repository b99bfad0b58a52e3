import { ApiError, requestJson, SOMETHING_WENT_WRONG } from '../../http/request';

/** Spec section 8, verbatim: the flash when the SSO address cannot be had. */
export const SSO_URL_ERROR = 'Unexpected error getting SSO URL';

/**
 * The issuer's sign-in address (GET /auth/sso/url; the answer also sets the HttpOnly cookie that
 * must come back with the code). The server's own refusal, such as SSO not being set up on this
 * installation, is shown as it says; any other failure as the spec's message.
 */
export const ssoSignInUrl = async (): Promise<string> => {
  let url: string | undefined;
  try {
    ({ url } = await requestJson<{ url?: string }>('/auth/sso/url'));
  } catch (error) {
    // requestJson says SOMETHING_WENT_WRONG exactly when the server gave no message of its own.
    if (error instanceof ApiError && error.message !== SOMETHING_WENT_WRONG) throw error;
  }
  if (!url) throw new Error(SSO_URL_ERROR);
  return url;
};
