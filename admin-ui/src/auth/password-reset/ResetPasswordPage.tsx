import { useEffect, useState, type FormEvent } from 'react';
import { LinearProgress, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../AuthCard';
import { AuthForm } from '../AuthForm';
import { useFlash, useFlashError } from '../flash-error';
import { FORGOT_PASSWORD_PATH, resetPassword, resetTokenOwner, type ResetTokenOwner } from './password-reset-api';

/** The page the reset e-mail links to: whose password it is, then the new one. */
export const ResetPasswordPage = () => {
  const resetToken = useSearchParams()[0].get('resetToken') ?? '';
  const navigate = useNavigate();
  const flash = useFlash();
  const flashError = useFlashError();
  // undefined while the link is checked, null once the server has refused it.
  const [owner, setOwner] = useState<ResetTokenOwner | null | undefined>(undefined);
  const [newPassword, setNewPassword] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    resetTokenOwner(resetToken).then(
      (found) => current && setOwner(found),
      (error: unknown) => {
        if (!current) return;
        setOwner(null);
        flashError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [resetToken, flashError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    resetPassword(resetToken, newPassword)
      .then(({ message }) => {
        flash(message, 'success');
        navigate('/login');
      })
      .catch(flashError)
      .finally(() => setPending(false));
  };

  return (
    <AuthCard title="Choose a new password">
      {owner === undefined && <LinearProgress aria-label="Checking the link" />}
      {owner === null && (
        <Typography>
          This link cannot be used. <Link component={RouterLink} to={FORGOT_PASSWORD_PATH}>Ask for a new one</Link>.
        </Typography>
      )}
      {owner && (
        <AuthForm onSubmit={submit} submitLabel="Set new password" busy={pending}>
          <Typography data-testid="reset-owner">
            For {owner.name} ({owner.email})
          </Typography>
          <TextField label="New password" name="newPassword" type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} required />
        </AuthForm>
      )}
    </AuthCard>
  );
};
