import { useState, type FormEvent } from 'react';
import { Divider, Link, Stack, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useFlashError } from './flash-error';
import { FORGOT_PASSWORD_PATH } from './password-reset/password-reset-api';
import { SsoButton } from './sso/SsoButton';
import { useSsoReturn } from './sso/use-sso-return';

/** Spec section 5: username and password; or single sign-on; or a reset link for a forgotten password. */
export const LoginPage = () => {
  const login = useLogin();
  const flashError = useFlashError();
  const redeemingSso = useSsoReturn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const busy = pending || redeemingSso;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    login({ username, password })
      .catch(flashError)
      .finally(() => setPending(false));
  };

  return (
    <AuthCard title="Log in">
      <Stack spacing={2}>
        <AuthForm onSubmit={submit} submitLabel="Log in" busy={busy}>
          <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </AuthForm>
        <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} variant="body2">
          Forgot password?
        </Link>
        <Divider>or</Divider>
        <SsoButton disabled={busy} />
      </Stack>
    </AuthCard>
  );
};
