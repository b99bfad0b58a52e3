import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './password-reset/password-reset-api';

const view = lazyViews(() => import('./views'));

/**
 * The pages a logged-out user reaches from an e-mail (no layout, no login needed): account setup
 * and the password reset. The login page itself is App.tsx's, in the first chunk.
 */
export const authScreen: Screen = {
  routes: [
    { path: '/account-setup', element: view('AccountSetupPage'), noLayout: true },
    { path: FORGOT_PASSWORD_PATH, element: view('ForgotPasswordPage'), noLayout: true },
    { path: RESET_PASSWORD_PATH, element: view('ResetPasswordPage'), noLayout: true },
  ],
};
