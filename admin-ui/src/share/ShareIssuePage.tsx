import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Divider, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { readSession } from '../auth/session';
import { downloadAttachment } from '../issue-reports/issue-report-api';
import { CONVERSION_CHANGE_AMOUNT, CONVERSION_CHANGE_AT, CONVERSION_CHANGE_TYPE } from '../issue-reports/issue-report-options';
import { ISSUE_STATUSES, issueStatusOf } from './issue-status';
import { commentOnIssue, loadAdvertiserIssue, setIssueStatus, type AdvertiserIssue, type ShareReport } from './share-queries';
import { When } from '../dates/When';

const nameOf = (choices: { id: string; name: string }[], id: string | null) => choices.find((c) => c.id === id)?.name ?? '';

const ReportItem = ({ report }: { report: ShareReport }) => {
  const notify = useNotify();
  const { metadata } = report;
  return (
    <ListItem alignItems="flex-start" divider>
      <ListItemText
        primary={report.comment}
        secondary={
          <>
            <When value={report.createdAt} /> · {report.fromOwnCompany ? 'Your company' : report.contactDetails ? `${report.contactDetails.name}, ${report.contactDetails.company} (${report.contactDetails.contact})` : 'Another publisher'}
            {metadata.hasConversionChange &&
              ` · Conversions changed: ${[nameOf(CONVERSION_CHANGE_AT, metadata.conversionChangeAt), nameOf(CONVERSION_CHANGE_AMOUNT, metadata.conversionChangeAmount), nameOf(CONVERSION_CHANGE_TYPE, metadata.conversionChangeType)].filter(Boolean).join(', ')}`}
            {report.auditId && (
              <>
                {' · '}
                <Link to={`/reporting/audits/${report.auditId}`}>the audit</Link>
              </>
            )}
            {report.files.map((file) => (
              <Button key={file.id} size="small" onClick={() => downloadAttachment(file.url, file.name).catch((error: Error) => notify(error.message, { type: 'error' }))}>
                Download {file.name}
              </Button>
            ))}
          </>
        }
      />
    </ListItem>
  );
};

/** /share/issues/{issueId} (spec section 2): one advertiser's issue: reports, comments, status. */
export const ShareIssuePage = () => {
  const { issueId = '' } = useParams();
  const notify = useNotify();
  const staff = Boolean(readSession()?.user.company.isSuperAdmin);
  const [issue, setIssue] = useState<AdvertiserIssue | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const load = useCallback(() => {
    loadAdvertiserIssue(issueId)
      .then(setIssue)
      .catch((failure: Error) => setError(failure.message));
  }, [issueId]);
  useEffect(load, [load]);
  const act = async (work: () => Promise<AdvertiserIssue>, done: string) => {
    try {
      setIssue(await work());
      notify(done, { type: 'success' });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'Something went wrong', { type: 'error' });
    }
  };
  if (error) return <Alert severity="error" action={<Button onClick={load}>Retry</Button>}>{error}</Alert>;
  if (issue === undefined) return <CircularProgress aria-label="Loading the issue" />;
  if (issue === null) return <Alert severity="info">No such issue, or it is about an advertiser your company does not audit. <Link to="/share/issues">Back to the issues</Link></Alert>;
  const status = issueStatusOf(issue.status);
  return (
    <Card>
      <Title title={`Issue: ${issue.advertiserName ?? issue.advertiserId}`} />
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1">
            {issue.advertiserName ?? issue.advertiserId}
          </Typography>
          <Chip label={status.name} color={status.colour} />
          {staff && (
            <TextField select size="small" label="Status" value={issue.status} onChange={(e) => void act(() => setIssueStatus(issue.advertiserId, e.target.value), 'Status changed')}>
              {ISSUE_STATUSES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Reports ({issue.reports.length})
        </Typography>
        <List>{issue.reports.map((report) => <ReportItem key={report.id} report={report} />)}</List>
        <Divider sx={{ my: 2 }} />
        <Typography variant="h6" component="h2">
          Comments
        </Typography>
        {issue.comments.length === 0 && <Typography color="text.secondary">No comments yet. Say what you see with this advertiser.</Typography>}
        <List>
          {issue.comments.map((c) => (
            <ListItem key={c.id} divider>
              <ListItemText
                primary={c.comment}
                secondary={
                  <>
                    {c.author} · <When value={c.createdAt} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
        <Box component="form" display="flex" gap={2} onSubmit={(e) => (e.preventDefault(), void act(() => commentOnIssue(issue.advertiserId, comment), 'Comment added').then(() => setComment('')))}>
          <TextField label="Your comment" value={comment} onChange={(e) => setComment(e.target.value)} fullWidth multiline />
          <Button type="submit" variant="contained" disabled={!comment.trim()}>
            Comment
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};
