import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { SOMETHING_WENT_WRONG } from '../http/request';

/**
 * A flash with a text shown verbatim. The `_` argument makes the translator show the text as is
 * instead of looking it up as a message key.
 */
export const useFlash = () => {
  const notify = useNotify();
  return useCallback((text: string, type: 'success' | 'info' | 'warning' | 'error') => notify(text, { type, messageArgs: { _: text } }), [notify]);
};

/** A danger flash with the server's text verbatim (spec section 8). Stable, so effects may depend on it. */
export const useFlashError = () => {
  const flash = useFlash();
  return useCallback(
    (error: unknown) => flash(error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG, 'error'),
    [flash],
  );
};
