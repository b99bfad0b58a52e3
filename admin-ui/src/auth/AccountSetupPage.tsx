import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { AuthForm } from './AuthForm';
import { useFlashError } from './flash-error';

/** First-time setup (spec section 5): username, the temporary password and a new one. */
export const AccountSetupPage = () => {
  const [params] = useSearchParams();
  const authProvider = useAuthProvider()!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flashError = useFlashError();
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    authProvider
      .login({ username, password, newPassword })
      // This page is one of react-admin's routes, so it has already cached 'logged out'; that must
      // be forgotten before the first logged-in page renders, or it would log the user out again.
      .then(() => queryClient.resetQueries({ queryKey: ['auth'] }))
      .then(() => navigate('/reporting/batches'))
      .catch(flashError)
      .finally(() => setPending(false));
  };

  return (
    <AuthCard title="Set up your account">
      <AuthForm onSubmit={submit} submitLabel="Set password" busy={pending}>
        <TextField label="Username" name="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        <TextField label="Temporary password" name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} required />
      </AuthForm>
    </AuthCard>
  );
};
