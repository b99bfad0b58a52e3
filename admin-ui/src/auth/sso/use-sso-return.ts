import { useEffect, useState } from 'react';
import { useLogin } from 'react-admin';
import { useFlashError } from '../flash-error';
import { ssoReturnOf } from './sso-return';

/**
 * On the login page: redeems the code the SSO issuer sent the browser back with (POST
 * /auth/sso/token), which logs in and goes on to the batches list. Answers whether that is under way.
 */
export const useSsoReturn = (): boolean => {
  const login = useLogin();
  const flashError = useFlashError();
  const [redeeming, setRedeeming] = useState(() => ssoReturnOf(window.location.search) !== null);

  useEffect(() => {
    const answer = ssoReturnOf(window.location.search);
    if (!answer) return;
    // A code works once: off the address before anything else, so a reload cannot post it again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    const redeemed = 'code' in answer ? login({ ssoCode: answer.code }) : Promise.reject(new Error(answer.refusal));
    redeemed.catch(flashError).finally(() => setRedeeming(false));
  }, [login, flashError]);

  return redeeming;
};
