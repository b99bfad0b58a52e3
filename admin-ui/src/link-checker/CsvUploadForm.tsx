import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { ONLY_CSV, isCsvFileName } from './link-validation';
import { submitCsv } from './submit-batch';
import { useSubmission } from './use-submission';

/** A batch from a CSV file (one link a row, with the batch-link columns of spec section 3). */
export const CsvUploadForm = () => {
  const { pending, run } = useSubmission();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [notifyOnComplete, setNotifyOnComplete] = useState(true);
  const notCsv = file !== null && !isCsvFileName(file.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !notCsv) void run(() => submitCsv(file, { name, notifyOnComplete }));
  };
  return (
    <form onSubmit={submit}>
      <Stack spacing={2} sx={{ p: 2, maxWidth: 520 }}>
        <Typography variant="body2">Columns: link, name, countryCode, userDefinedNetwork, referrer, cookieType, cookieName, tagA to tagE, placement.</Typography>
        <TextField label="Batch name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
        <input type="file" name="csv" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        {notCsv && <Alert severity="error">{ONLY_CSV}</Alert>}
        <FormControlLabel
          control={<Checkbox checked={notifyOnComplete} onChange={(e) => setNotifyOnComplete(e.target.checked)} />}
          label="Send email notification on completion"
        />
        <Button type="submit" variant="contained" disabled={!file || notCsv || pending}>
          Upload CSV
        </Button>
      </Stack>
    </form>
  );
};
