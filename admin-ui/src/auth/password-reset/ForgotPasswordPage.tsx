import { useState, type FormEvent } from 'react';
import { Alert, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';
import { useFlashError } from '../flash-error';
import { requestPasswordReset } from './password-reset-api';

/** Asks for a reset link by e-mail; the server's answer says what happens next. */
export const ForgotPasswordPage = () => {
  const flashError = useFlashError();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    requestPasswordReset(email)
      .then(({ message }) => setSent(message))
      .catch(flashError)
      .finally(() => setPending(false));
  };

  return (
    <AuthCard title="Forgot your password?">
      <Stack spacing={2}>
        {sent ? (
          <Alert severity="success">{sent}</Alert>
        ) : (
          <AuthForm onSubmit={submit} submitLabel="Send reset link" busy={pending}>
            <TextField label="E-mail address" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </AuthForm>
        )}
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Stack>
    </AuthCard>
  );
};
