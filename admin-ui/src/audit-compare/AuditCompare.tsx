import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControlLabel,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { apolloClient } from '../dataProvider/apollo-client';
import { auditPagePath } from '../audit-view/audit-pages';
import { Section } from '../audits/Section';
import { diffSummary, diffView, MARK_TEXT } from './diff-view';
import { EVIDENCE_DIFF, type DiffMark, type DiffSection, type EvidenceDiff } from './evidence-diff-query';
import { When } from '../dates/When';

// Faint tints of the theme's colours keep the text's WCAG AA contrast in the light and dark
// themes alike; the Difference column says the same in words.
const rowTint = (mark: DiffMark) => (theme: Theme) =>
  mark === 'SAME' ? undefined : alpha(mark === 'CHANGED' ? theme.palette.warning.main : theme.palette.info.main, 0.16);


/** Which run is A and which is B, each a link to its audit report. */
const Runs = ({ diff }: { diff: EvidenceDiff }) => (
  <Table size="small" sx={{ width: 'auto', mb: 2 }} data-testid="compared-runs">
    <TableHead>
      <TableRow>
        <TableCell>Run</TableCell>
        <TableCell>Audited</TableCell>
        <TableCell>Memory cookie status</TableCell>
        <TableCell>Audit report</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {(
        [
          ['A', diff.left],
          ['B', diff.right],
        ] as const
      ).map(([name, audit]) => (
        <TableRow key={name}>
          <TableCell component="th" scope="row">
            Run {name}
          </TableCell>
          <TableCell><When value={audit.auditedAt} empty="not finished" /></TableCell>
          <TableCell>{audit.memoryCookieStatusReadable}</TableCell>
          <TableCell>
            <Link to={auditPagePath(audit.id)}>Open the audit report of run {name}</Link>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

const DiffTable = ({ section }: { section: DiffSection }) => (
  <Section title={`${section.title}${section.differences ? ` (${section.differences} different)` : ''}`} testId={`diff-${section.key}`}>
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '28%' }}>What</TableCell>
          <TableCell sx={{ width: '28%' }}>Run A</TableCell>
          <TableCell sx={{ width: '28%' }}>Run B</TableCell>
          <TableCell>Difference</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {section.rows.map((row) => (
          <TableRow key={row.key} data-mark={row.mark} sx={{ bgcolor: rowTint(row.mark) }}>
            <TableCell component="th" scope="row" sx={{ wordBreak: 'break-all' }}>
              {row.label}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.left ?? '—'}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{row.right ?? '—'}</TableCell>
            <TableCell sx={{ fontWeight: row.mark === 'SAME' ? 400 : 700 }}>{MARK_TEXT[row.mark]}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Section>
);

const CompareBody = ({ diff }: { diff: EvidenceDiff }) => {
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const view = diffView(diff.sections, onlyDifferences);
  return (
    <>
      <Runs diff={diff} />
      {!diff.sameLink && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          These audits are of different links or countries, so some differences come from that.
        </Alert>
      )}
      <Typography sx={{ mb: 1 }} data-testid="diff-summary">
        {diffSummary(diff.differences)}
      </Typography>
      <FormControlLabel
        control={<Switch checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />}
        label="Show only what differs"
        sx={{ mb: 2 }}
      />
      {view.same.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="diff-same-sections">
          The same in both runs: {view.same.join(', ')}.
        </Typography>
      )}
      {view.shown.map((section) => (
        <DiffTable key={section.key} section={section} />
      ))}
    </>
  );
};

/**
 * /reporting/audits/{auditId}/compare/{otherAuditId}: two runs' evidence side by side (GraphQL
 * auditEvidenceDiff): verdict, errors, consent banner, hops, cookies per stage and scripts, each
 * row marked in words and highlighted where the runs differ.
 */
export const AuditCompare = () => {
  const { auditId = '', otherAuditId = '' } = useParams();
  const { data, error, isPending } = useQuery({
    queryKey: ['auditEvidenceDiff', auditId, otherAuditId],
    queryFn: async () =>
      (await apolloClient.query<{ auditEvidenceDiff: EvidenceDiff | null }>({
        query: EVIDENCE_DIFF,
        variables: { leftAuditId: auditId, rightAuditId: otherAuditId },
      })).data.auditEvidenceDiff,
    retry: false,
  });
  return (
    <>
      <Title title="Compare runs" />
      <Box sx={{ mt: 2, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Compare runs
        </Typography>
        {data && (
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {data.left.link}
            {data.sameLink ? '' : ` and ${data.right.link}`}
          </Typography>
        )}
        <Link to={auditPagePath(auditId)}>Back to the audit report</Link>
      </Box>
      <Card>
        <CardContent>
          {isPending && <LinearProgress aria-label="Loading the comparison" />}
          {error && (
            <Alert severity="error">
              {error.message || 'Something went wrong'} Try again, or open each audit from Audit Search.
            </Alert>
          )}
          {!isPending && !error && !data && (
            <Alert severity="warning" data-testid="diff-not-found">
              These runs cannot be compared: one of the audits does not exist or is not one you can see. Open
              the audits from Audit Search and compare from there.
            </Alert>
          )}
          {data && <CompareBody diff={data} />}
        </CardContent>
      </Card>
    </>
  );
};
