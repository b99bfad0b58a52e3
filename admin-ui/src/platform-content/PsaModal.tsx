import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { dismissPsa, psaIsDue } from './psa-due';
import { loadPsa } from './psa-query';

/** Spec section 2: after login, a non-empty PSA shows until the user answers 'I understand'. */
export const PsaModal = () => {
  const [due, setDue] = useState(psaIsDue);
  const { data: psa } = useQuery({ queryKey: ['platformContent', 'psa'], queryFn: loadPsa, enabled: due });
  const understood = () => {
    dismissPsa();
    setDue(false);
  };
  return (
    <Dialog open={due && !!psa} aria-labelledby="psa-title">
      <DialogTitle id="psa-title">Public service message</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ whiteSpace: 'pre-line' }} data-testid="psa-text">
          {psa}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={understood} autoFocus>
          I understand
        </Button>
      </DialogActions>
    </Dialog>
  );
};
