import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditRecord } from '../audit-view/audit-record';
import { ApiError } from '../http/request';
import { loadIssueReportCopy, submitIssueReport } from './issue-report-api';
import { CONVERSION_CHANGE_AMOUNT, CONVERSION_CHANGE_AT, CONVERSION_CHANGE_TYPE, refreshFailed, REPORT_CREATED, reportFailed } from './issue-report-options';

const MAX_FILES = 5;

/**
 * 'Report an issue with this advertiser' (spec sections 2, 3, 5, 8): a comment (required), the
 * conversion change fields (disabled until the box is ticked), screenshots or PDFs, and whether to
 * tell the other publishers who audited the same advertiser.
 */
export const IssueReportButton = ({ audit }: { audit: AuditRecord }) => {
  const advertiserId = audit.advertiser?.id;
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [hasConversionChange, setHasConversionChange] = useState(false);
  const [conversion, setConversion] = useState({ at: '', amount: '', type: '' });
  const [tellOthers, setTellOthers] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { data: copy } = useQuery({ queryKey: ['platformContent', 'issueReport'], queryFn: loadIssueReportCopy, enabled: open });
  if (!advertiserId) return null;

  const submit = async () => {
    setPending(true);
    setOutcome(null);
    try {
      await submitIssueReport({
        comment,
        auditId: audit.id,
        advertiserId,
        files,
        metadata: {
          hasConversionChange,
          conversionChangeAt: hasConversionChange ? conversion.at || null : null,
          conversionChangeAmount: hasConversionChange ? conversion.amount || null : null,
          conversionChangeType: hasConversionChange ? conversion.type || null : null,
          shouldEmailOtherPublishers: tellOthers,
        },
      });
      setOutcome({ severity: 'success', text: REPORT_CREATED });
      setComment('');
      setFiles([]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A 401 here means the one refresh-and-retry failed too.
      setOutcome({ severity: 'error', text: error instanceof ApiError && error.status === 401 ? refreshFailed(message) : reportFailed(message) });
    } finally {
      setPending(false);
    }
  };
  const select = (label: string, field: keyof typeof conversion, choices: { id: string; name: string }[]) => (
    <TextField select label={label} value={conversion[field]} onChange={(e) => setConversion({ ...conversion, [field]: e.target.value })} disabled={!hasConversionChange}>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Report an issue with this advertiser
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="issue-report-title">
        <DialogTitle id="issue-report-title">Report an issue with this advertiser</DialogTitle>
        <DialogContent>
          {copy && <Typography gutterBottom>{copy.issueReportIntro}</Typography>}
          {outcome && (
            <Alert severity={outcome.severity} sx={{ mb: 2 }}>
              {outcome.text}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField label="Comment" value={comment} onChange={(e) => setComment(e.target.value)} required multiline minRows={4} />
            <FormControlLabel control={<Checkbox checked={hasConversionChange} onChange={(e) => setHasConversionChange(e.target.checked)} />} label="My conversions from this advertiser changed" />
            {copy && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
                {copy.issueReportConversionChangeHelp}
              </Typography>
            )}
            <Box sx={{ display: 'grid', gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, gap: 2 }}>
              {select('When', 'at', CONVERSION_CHANGE_AT)}
              {select('By how much', 'amount', CONVERSION_CHANGE_AMOUNT)}
              {select('Which conversions', 'type', CONVERSION_CHANGE_TYPE)}
            </Box>
            <FormControlLabel control={<Checkbox checked={tellOthers} onChange={(e) => setTellOthers(e.target.checked)} />} label="Tell other publishers who audited this advertiser (they are not told who you are)" />
            <Button variant="outlined" component="label">
              Attach screenshots or PDFs
              <input hidden type="file" multiple accept="image/png,image/jpeg,image/gif,image/webp,application/pdf" onChange={(e) => setFiles([...(e.target.files ?? [])].slice(0, MAX_FILES))} />
            </Button>
            {files.length > 0 && <Typography variant="body2">{files.map((file) => file.name).join(', ')}</Typography>}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={pending || !comment.trim()}>
            Send report
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
