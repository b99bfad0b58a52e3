import { useState } from 'react';
import { Button } from '@mui/material';
import { useFlashError } from '../flash-error';
import { ssoSignInUrl } from './sso-api';

/** Sends the browser to the SSO issuer; it comes back to the product's root with a code (useSsoReturn). */
export const SsoButton = ({ disabled }: { disabled: boolean }) => {
  const flashError = useFlashError();
  const [pending, setPending] = useState(false);
  const signIn = () => {
    setPending(true);
    ssoSignInUrl()
      .then((url) => window.location.assign(url))
      .catch((error: unknown) => {
        flashError(error);
        setPending(false);
      });
  };
  return (
    <Button variant="outlined" onClick={signIn} disabled={disabled || pending}>
      Log in with SSO
    </Button>
  );
};
