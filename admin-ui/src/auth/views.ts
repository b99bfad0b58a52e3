// The folder's screens reached from e-mailed links, one chunk fetched when one of them first opens (index.ts).
export { AccountSetupPage } from './AccountSetupPage';
export { ForgotPasswordPage } from './password-reset/ForgotPasswordPage';
export { ResetPasswordPage } from './password-reset/ResetPasswordPage';
