import { jsonBody, requestJson } from '../../http/request';

/**
 * The route of the page the reset e-mail links to: services/auth's forgot-password handler mails
 * `{PUBLIC_URL}/#/reset-password?resetToken=...` (its RESET_PAGE).
 */
export const RESET_PASSWORD_PATH = '/reset-password';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** The server's words for the user, e.g. that a link was sent if the address has an account. */
interface Said {
  message: string;
}

export interface ResetTokenOwner {
  email: string;
  name: string;
}

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string) => requestJson<Said>('/auth/forgot-password', jsonBody({ email }));

/** GET /auth/forgot-password/user: whose password the link resets; refused for a used or expired link. */
export const resetTokenOwner = async (resetToken: string): Promise<ResetTokenOwner> =>
  (await requestJson<{ user: ResetTokenOwner }>(`/auth/forgot-password/user?${new URLSearchParams({ resetToken })}`)).user;

/** POST /auth/forgot-password/reset: sets the new password; the link then stops working. */
export const resetPassword = (resetToken: string, newPassword: string) =>
  requestJson<Said>('/auth/forgot-password/reset', jsonBody({ resetToken, newPassword }));
