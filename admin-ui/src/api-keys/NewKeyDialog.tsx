import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormHelperText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { API_KEY_SCOPES, createApiKey } from './api-keys-api';

/**
 * Makes a key, then shows its secret once with a copy button: the server keeps only its hash, so
 * closing the dialog is the last chance to copy it.
 */
export const NewKeyDialog = ({ open, onClose }: { open: boolean; onClose: (created: boolean) => void }) => {
  const notify = useNotify();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  const close = () => {
    const created = secret !== null;
    setName('');
    setScopes(['read']);
    setExpiresOn('');
    setSecret(null);
    onClose(created);
  };
  const toggle = (scope: string) => setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));
  const create = async () => {
    setPending(true);
    try {
      const expiresAt = expiresOn ? new Date(`${expiresOn}T23:59:59Z`).toISOString() : null;
      setSecret((await createApiKey({ name, scopes, expiresAt })).key);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Something went wrong', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={secret ? undefined : close} aria-labelledby="new-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-key-title">{secret ? 'Copy your API key' : 'Create API key'}</DialogTitle>
      <DialogContent>
        {secret ? (
          <>
            <Alert severity="warning" sx={{ mb: 2 }}>
              Copy this key now: it will not be shown again. Anyone with it can act as you within its scopes.
            </Alert>
            <TextField label="API key" value={secret} fullWidth slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
          </>
        ) : (
          <Box component="form" sx={{ display: 'grid', gap: 2, pt: 1 }} onSubmit={(e) => (e.preventDefault(), void create())}>
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required helperText="Says where the key is used, e.g. 'Deploy pipeline'" />
            <Box>
              <Typography component="legend" variant="subtitle2">
                Scopes
              </Typography>
              <FormGroup>
                {API_KEY_SCOPES.map((scope) => (
                  <Box key={scope.id}>
                    <FormControlLabel control={<Checkbox checked={scopes.includes(scope.id)} onChange={() => toggle(scope.id)} />} label={scope.name} />
                    <FormHelperText sx={{ mt: -1, ml: 4 }}>{scope.help}</FormHelperText>
                  </Box>
                ))}
              </FormGroup>
            </Box>
            <TextField
              label="Expires on (optional)"
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Leave empty for a key that lasts until revoked"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {secret ? (
          <>
            <Button onClick={() => void navigator.clipboard?.writeText(secret).then(() => notify('API key copied', { type: 'success' }))}>Copy</Button>
            <Button onClick={close} variant="contained">
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button onClick={() => void create()} variant="contained" disabled={pending || !name.trim() || scopes.length === 0}>
              Create key
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
