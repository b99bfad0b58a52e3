import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import { useAdvertiserNetworks } from './advertiser-choices';
import { ImportRefused, importAdvertisersCsv, type ImportProgress } from './import-csv-api';

const progressText = (progress: ImportProgress): string => {
  switch (progress.phase) {
    case 'checking':
      return 'Uploading and checking every row…';
    case 'saving':
      return `Saving ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()} advertisers…`;
    case 'indexing':
      return `Updating the list: ${progress.done.toLocaleString()} of ${progress.total.toLocaleString()}…`;
    case 'done':
      return `Imported: ${progress.created.toLocaleString()} new, ${progress.updated.toLocaleString()} updated, ${progress.unchanged.toLocaleString()} unchanged.`;
  }
};

const ProgressBar = ({ progress }: { progress: ImportProgress }) => (
  <Box sx={{ mt: 2 }}>
    {(progress.phase === 'saving' || progress.phase === 'indexing') && progress.total > 0 ? (
      // Saving is the first half of the work, updating the list the second.
      <LinearProgress
        variant="determinate"
        value={(progress.phase === 'saving' ? 0 : 50) + (50 * progress.done) / progress.total}
        aria-label="Import progress"
      />
    ) : (
      <LinearProgress variant={progress.phase === 'done' ? 'determinate' : 'indeterminate'} value={100} aria-label="Import progress" />
    )}
    <Typography variant="body2" sx={{ mt: 1 }} role="status">
      {progressText(progress)}
    </Typography>
  </Box>
);

/**
 * Imports one network's advertiser list (CSV, header of field names, advertiserId required). The
 * server checks the whole file first and refuses it with every problem by row and column, or
 * stores every row; the bar follows the server's progress while it saves.
 */
export const ImportCsvButton = () => {
  const networks = useAdvertiserNetworks();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [networkId, setNetworkId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [refusal, setRefusal] = useState<ImportRefused | null>(null);
  const running = progress !== null && progress.phase !== 'done';

  const close = () => {
    setOpen(false);
    setFile(null);
    setProgress(null);
    setRefusal(null);
  };
  const run = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const done = await importAdvertisersCsv(networkId, file, setProgress);
      notify(progressText(done), { type: 'success' });
      refresh();
    } catch (error) {
      setProgress(null);
      setRefusal(error instanceof ImportRefused ? error : new ImportRefused(String(error), []));
    }
  };

  return (
    <>
      <Button label="Import CSV" onClick={() => setOpen(true)} startIcon={<UploadFileIcon />} />
      <Dialog open={open} onClose={running ? undefined : close} fullWidth maxWidth="sm">
        <DialogTitle>Import a network's advertisers</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            A CSV file whose header names advertiser fields (advertiserId, name, domain, cannotAudit, …). Rows are matched by advertiserId: new
            ones are created, known ones updated. Any problem refuses the whole file; rows are numbered as in a spreadsheet.
          </Typography>
          <TextField
            select
            label="Network"
            value={networkId}
            onChange={(event) => setNetworkId(event.target.value)}
            disabled={running}
            fullWidth
            margin="normal"
          >
            {networks.choices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            disabled={running}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProgress(null);
              setRefusal(null);
            }}
          />
          {progress && <ProgressBar progress={progress} />}
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal.message}
              {refusal.problems.length > 1 && (
                <Box component="ul" sx={{ m: 0, pl: 2, maxHeight: 200, overflow: 'auto' }}>
                  {refusal.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button label={progress?.phase === 'done' ? 'Close' : 'Cancel'} onClick={close} disabled={running} />
          <Button label="Import" variant="contained" onClick={run} disabled={!networkId || !file || running} />
        </DialogActions>
      </Dialog>
    </>
  );
};
