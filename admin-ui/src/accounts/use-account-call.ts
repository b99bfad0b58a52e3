import { useState } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFlashError } from '../auth/flash-error';
import { ApiError } from '../http/request';

/** Where the account screens return to after a save (spec section 2). */
export const ACCOUNT_MANAGEMENT = '/account-management';

/** A failed account call: the server's errorMessage verbatim (spec section 8); a 401 ends the session. */
export const useAccountFailure = () => {
  const flashError = useFlashError();
  const logout = useLogout();
  return (error: unknown) => (error instanceof ApiError && error.status === 401 ? void logout() : flashError(error));
};

/** Runs one account call: on success flashes `done` and, when given, goes to `then`. */
export const useAccountCall = () => {
  const notify = useNotify();
  const fail = useAccountFailure();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async <T>(call: () => Promise<T>, done: string, then?: string): Promise<T | undefined> => {
    setPending(true);
    try {
      const result = await call();
      notify(done, { type: 'success', messageArgs: { _: done } });
      if (then) navigate(then);
      return result;
    } catch (error) {
      fail(error);
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
};
