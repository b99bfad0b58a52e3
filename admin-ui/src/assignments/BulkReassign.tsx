import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, Card, CardContent, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { readSession } from '../auth/session';
import { useFlashError } from '../auth/flash-error';
import { assignCsvToUser, loadColleagues, type Assignee } from './assignment-api';
import { BULK_SUCCESS, csvRowCount, isCsvName, ONLY_CSV } from './bulk-csv';

/**
 * 'Change or add users assigned to audited links' (spec section 2): a CSV of Audit ID and Comment,
 * one user, the authority confirmation, then assignToUser; all rows or none.
 */
export const BulkReassign = () => {
  const notify = useNotify();
  const flashError = useFlashError();
  const [file, setFile] = useState<{ name: string; text: string; rows: number } | null>(null);
  const [colleagues, setColleagues] = useState<Assignee[]>([]);
  const [userId, setUserId] = useState('');
  const [authority, setAuthority] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    loadColleagues(readSession()?.user.company.id ?? null).then(setColleagues, flashError);
  }, [flashError]);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isCsvName(chosen.name)) {
      setFile(null);
      notify(ONLY_CSV, { type: 'error' });
      return;
    }
    const text = await chosen.text();
    setFile({ name: chosen.name, text, rows: csvRowCount(text) });
  };

  const assign = async () => {
    if (!file) return;
    setSending(true);
    try {
      await assignCsvToUser(file.text, userId);
      notify(BULK_SUCCESS, { type: 'success', autoHideDuration: 5000 });
      setFile(null);
      setAuthority(false);
    } catch (error) {
      flashError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card component="section" aria-label="Change or add users assigned to audited links" data-testid="bulk-reassign">
      <CardContent>
        <Typography variant="h6" component="h2">
          Change or add users assigned to audited links
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Upload a CSV with the columns <strong>Audit ID</strong> and <strong>Comment</strong>: every link in it goes to the user you choose. If any row is
          wrong, nothing changes and the rows at fault are named.
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            Choose CSV file
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={(event) => void pick(event.target.files?.[0])} />
          </Button>
          <Typography variant="body2" data-testid="bulk-file">
            {file ? `${file.name}: ${file.rows} ${file.rows === 1 ? 'row' : 'rows'}` : 'No file chosen'}
          </Typography>
          <TextField select label="Assign to" size="small" sx={{ minWidth: 240 }} value={userId} onChange={(event) => setUserId(event.target.value)}>
            {colleagues.map((colleague) => (
              <MenuItem key={colleague.id} value={colleague.id}>
                {colleague.name} ({colleague.email})
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Checkbox checked={authority} onChange={(event) => setAuthority(event.target.checked)} />} label="I have the authority to reassign these links" />
          <Button variant="contained" disabled={!file || file.rows === 0 || !userId || !authority || sending} onClick={() => void assign()}>
            Assign
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
