import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { accessListOf, rowsOf, type AccessRow } from './access-rows';
import { usePlatformContent, type SaveEntry } from './platform-content-api';

const AccessForm = ({ stored, save, saving }: { stored: string; save: SaveEntry; saving: boolean }) => {
  const notify = useNotify();
  const [rows, setRows] = useState<AccessRow[]>(() => rowsOf(stored));
  const change = (index: number, patch: Partial<AccessRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const store = () => {
    const list = accessListOf(rows);
    if ('problem' in list) return notify(list.problem, { type: 'error' });
    return save('accessControl', list.json, 'Access saved');
  };
  return (
    <>
      {rows.length === 0 && <Typography sx={{ my: 2 }}>No feature is granted through the list yet.</Typography>}
      {rows.map((row, index) => (
        <Box key={index} display="flex" gap={2} alignItems="flex-start" mb={2}>
          <TextField label="Feature" value={row.feature} onChange={(event) => change(index, { feature: event.target.value })} sx={{ width: 240 }} />
          <TextField
            label="E-mails or company names"
            helperText="One a line; matched without regard to case."
            value={row.entries}
            onChange={(event) => change(index, { entries: event.target.value })}
            multiline
            minRows={2}
            fullWidth
          />
          <IconButton aria-label={`Remove ${row.feature || 'feature'}`} onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box display="flex" gap={2}>
        <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, { feature: '', entries: '' }])}>
          Add feature
        </Button>
        <Button variant="contained" onClick={store} disabled={saving}>
          Save
        </Button>
      </Box>
    </>
  );
};

/**
 * /cms/access (spec section 6): the platform content access list, feature → e-mails or company
 * names. The server reads it at every check (AccessControl in libs/access), so a save holds at once.
 */
export const AccessPage = () => {
  const { data, isPending, error, save, saving } = usePlatformContent();
  const stored = data?.find((entry) => entry.key === 'accessControl')?.value;
  return (
    <Card>
      <Title title="Access" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Access
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Who has a feature beyond their account's grants: a user has it when their e-mail or their company's name is listed.
        </Typography>
        {isPending && <LinearProgress aria-label="Loading the access list" />}
        {error && <Alert severity="error">The access list could not be loaded: {error.message}</Alert>}
        {stored !== undefined && <AccessForm key={stored} stored={stored} save={save} saving={saving} />}
      </CardContent>
    </Card>
  );
};
