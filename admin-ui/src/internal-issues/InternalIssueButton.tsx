import WarningIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { ISSUE_TYPES } from '@tracklight/presentation';
import type { AuditRecord } from '../audit-view/audit-record';
import { liteScreenshots } from '../audits/lite-screenshots';
import { ScreenshotGallery } from '../audits/ScreenshotGallery';
import { ApiError } from '../http/request';
import {
  blankIssue,
  formAfterSave,
  ISSUE_TYPE_PLACEHOLDER,
  notSubmitted,
  RESOLVE_NOTE,
  submitLabel,
  SUBMITTED,
  toFormIssue,
  unexpected,
  type InternalIssue,
} from './internal-issue-form';
import { loadInternalIssue, submitInternalIssue } from './internal-issues-api';

/**
 * 'Report Internal Advertiser Issue' (spec sections 2, 4): the staff's issue about the advertiser
 * this audit landed on, with the reference audit's Classic (first two) and Lite screenshots. A
 * warning icon marks the button while the advertiser has an open issue.
 */
export const InternalIssueButton = ({ audit }: { audit: AuditRecord }) => {
  const notify = useNotify();
  const advertiserId = audit.advertiser?.id;
  const [open, setOpen] = useState(false);
  const [issue, setIssue] = useState<InternalIssue | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!advertiserId) return;
    loadInternalIssue(advertiserId)
      .then(({ internalAdvertiserIssue }) => setIssue(internalAdvertiserIssue ? toFormIssue(internalAdvertiserIssue) : blankIssue(advertiserId, audit.id)))
      // Spec section 8: a load failure is only logged; the form starts blank.
      .catch((error: unknown) => {
        console.warn('internal advertiser issue not loaded', error);
        setIssue(blankIssue(advertiserId, audit.id));
      });
  }, [advertiserId, audit.id]);

  if (!advertiserId || !issue) return null;
  const change = (field: keyof InternalIssue) => (event: { target: { value: string } }) => setIssue({ ...issue, [field]: event.target.value });
  const submit = async () => {
    setPending(true);
    try {
      const { internalAdvertiserIssue } = await submitInternalIssue(issue);
      notify(SUBMITTED, { type: 'success' });
      if (internalAdvertiserIssue) setIssue(formAfterSave(toFormIssue(internalAdvertiserIssue)));
      setOpen(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(error instanceof ApiError && error.status > 0 ? notSubmitted(message) : unexpected(message), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  const label = submitLabel(issue);
  return (
    <>
      <Button variant="outlined" color="warning" onClick={() => setOpen(true)} startIcon={issue.id ? <WarningIcon aria-label="An issue is open" /> : undefined}>
        Report Internal Advertiser Issue
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="internal-issue-title">
        <DialogTitle id="internal-issue-title">Internal advertiser issue: {audit.advertiser?.name ?? advertiserId}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2">Classic screenshots</Typography>
          <ScreenshotGallery screenshots={audit.screenshots.slice(0, 2)} thumbnailWidth={200} />
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Lite screenshots
          </Typography>
          <ScreenshotGallery screenshots={liteScreenshots(issue.referenceAuditId)} thumbnailWidth={200} />
          <Box component="form" sx={{ display: 'grid', gap: 2, mt: 2 }} onSubmit={(e) => (e.preventDefault(), void submit())}>
            <TextField select label="Issue Type" value={issue.issueType} onChange={change('issueType')} required>
              <MenuItem value="" disabled>
                {ISSUE_TYPE_PLACEHOLDER}
              </MenuItem>
              {ISSUE_TYPES.map((type) => (
                <MenuItem key={type.value} value={type.value}>
                  {type.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Comment" value={issue.comment} onChange={change('comment')} multiline minRows={3} />
            {issue.id && <TextField label="Resolution Conclusion" value={issue.resolutionConclusion} onChange={change('resolutionConclusion')} multiline minRows={2} />}
            {label === 'Resolve Issue' && <Alert severity="info">{RESOLVE_NOTE}</Alert>}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={pending || !issue.issueType}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
