import { useNotify } from 'react-admin';
import { SOMETHING_WENT_WRONG } from '../http/request';

/**
 * A danger flash with the server's text verbatim (spec section 8). The `_` argument makes the
 * translator show the text as is instead of looking it up as a message key.
 */
export const useFlashError = () => {
  const notify = useNotify();
  return (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
    notify(message, { type: 'error', messageArgs: { _: message } });
  };
};
