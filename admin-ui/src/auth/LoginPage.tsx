import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { AuthCard } from './AuthCard';
import { useFlashError } from './flash-error';

/** Spec section 5: username and password. */
export const LoginPage = () => {
  const login = useLogin();
  const flashError = useFlashError();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    login({ username, password })
      .catch(flashError)
      .finally(() => setPending(false));
  };

  return (
    <AuthCard title="Log in">
      <form onSubmit={submit}>
        <Stack spacing={2}>
          <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <Button type="submit" variant="contained" disabled={pending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
};
