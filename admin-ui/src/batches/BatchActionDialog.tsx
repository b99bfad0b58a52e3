import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface BatchActionDialogProps {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A per-batch action that asks for one value: the value's field, Cancel and Save (Enter saves). */
export const BatchActionDialog = ({ title, busy, onClose, onSubmit, children }: BatchActionDialogProps) => (
  <Dialog open onClose={onClose} fullWidth maxWidth="sm">
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </form>
  </Dialog>
);
