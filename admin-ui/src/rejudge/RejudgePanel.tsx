import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm } from 'react-admin';
import { Link } from 'react-router-dom';
import { useFlash, useFlashError } from '../auth/flash-error';
import { auditPagePath } from '../audit-view/audit-pages';
import { apolloClient, mutate } from '../dataProvider/apollo-client';
import { downloadSafeCsv } from '../export/safe-exporter';
import {
  EMPTY_FORM,
  errorsText,
  REJUDGE_CSV_COLUMNS,
  rejudgeFilterOf,
  sameFilter,
  visibleChanges,
  type RejudgeFormValues,
  type RejudgeSort,
} from './rejudge-form';
import { NETWORKS, REJUDGE_AUDITS, type RejudgeFilter, type RejudgeResult } from './rejudge-query';
import { When } from '../dates/When';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** The counts in words: what was looked at, what changes, what was written. */
function outcomeText(result: RejudgeResult): string {
  const examined = `Judged ${plural(result.examined, 'stored audit')} again.`;
  if (!result.apply) {
    return result.changed
      ? `${examined} ${plural(result.changed, 'verdict')} would change; nothing is stored until you apply.`
      : `${examined} No verdict would change.`;
  }
  return `${examined} ${plural(result.written, 'audit')} re-judged: the new verdicts are stored and the original ones stay in each audit's history.`;
}

const NetworkChoice = ({ value, onChange }: { value: string; onChange: (networkId: string) => void }) => {
  const { data: networks = [] } = useQuery({
    queryKey: ['rejudgeNetworks'],
    queryFn: async () => (await apolloClient.query<{ networkMany: { id: string; name: string }[] }>({ query: NETWORKS })).data.networkMany,
  });
  return (
    <TextField select fullWidth={false} label="Network" value={value} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 220 }} name="networkId">
      <MenuItem value="">Any network</MenuItem>
      {networks.map((network) => (
        <MenuItem key={network.id} value={network.id}>
          {network.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

const SortableHead = ({ label, by, sort, onSort }: { label: string; by: RejudgeSort; sort: { by: RejudgeSort; order: 'asc' | 'desc' }; onSort: (by: RejudgeSort) => void }) => (
  <TableCell sortDirection={sort.by === by ? sort.order : false}>
    <TableSortLabel active={sort.by === by} direction={sort.by === by ? sort.order : 'asc'} onClick={() => onSort(by)}>
      {label}
    </TableSortLabel>
  </TableCell>
);

const ChangesTable = ({ result }: { result: RejudgeResult }) => {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ by: RejudgeSort; order: 'asc' | 'desc' }>({ by: 'auditedAt', order: 'asc' });
  const onSort = (by: RejudgeSort) => setSort((current) => ({ by, order: current.by === by && current.order === 'asc' ? 'desc' : 'asc' }));
  const rows = visibleChanges(result.changes, search, sort);
  return (
    <>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
        <TextField label="Search the changes" size="small" fullWidth={false} sx={{ width: 320 }} value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button variant="outlined" sx={{ flexShrink: 0 }} onClick={() => downloadSafeCsv('rejudged-audits', REJUDGE_CSV_COLUMNS, rows)}>
          Export CSV
        </Button>
        {result.truncated && (
          <Typography variant="body2" color="text.secondary">
            Showing the first {plural(result.changes.length, 'change')} of {result.changed.toLocaleString()}.
          </Typography>
        )}
      </Stack>
      <Table size="small" data-testid="rejudge-changes">
        <TableHead>
          <TableRow>
            <TableCell>Audit</TableCell>
            <SortableHead label="Audited" by="auditedAt" sort={sort} onSort={onSort} />
            <SortableHead label="Memory cookie status before" by="before" sort={sort} onSort={onSort} />
            <SortableHead label="Memory cookie status now" by="after" sort={sort} onSort={onSort} />
            <TableCell>Errors before</TableCell>
            <TableCell>Errors now</TableCell>
            <TableCell>Why</TableCell>
            {result.apply && <TableCell>Stored</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((change) => (
            <TableRow key={change.auditId} data-audit-id={change.auditId}>
              <TableCell sx={{ wordBreak: 'break-all', maxWidth: 260 }}>
                <Link to={auditPagePath(change.auditId)}>Audit {change.auditId.slice(-4)}</Link>
                <Typography variant="caption" component="div" color="text.secondary">
                  {change.link}
                </Typography>
              </TableCell>
              <TableCell><When value={change.auditedAt} /></TableCell>
              <TableCell>{change.before.memoryCookieStatusReadable}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{change.after.memoryCookieStatusReadable}</TableCell>
              <TableCell>{errorsText(change.before.errors)}</TableCell>
              <TableCell>{errorsText(change.after.errors)}</TableCell>
              <TableCell sx={{ maxWidth: 420 }}>{change.reason}</TableCell>
              {result.apply && <TableCell>{change.applied ? 'Yes' : 'No: it changed meanwhile'}</TableCell>}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>No change matches the search.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </>
  );
};

/**
 * Re-judging stored evidence (super admins): choose audits by batch, dates or network, see which
 * verdicts today's network definitions and advertiser settings would change and why (a dry run),
 * then apply after a confirmation. Made to sit in /superuser-tools and on its own route.
 */
export const RejudgePanel = () => {
  const flash = useFlash();
  const flashError = useFlashError();
  const [values, setValues] = useState<RejudgeFormValues>(EMPTY_FORM);
  const [previewed, setPreviewed] = useState<RejudgeFilter | null>(null);
  const [result, setResult] = useState<RejudgeResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const set = (field: keyof RejudgeFormValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const chosen = rejudgeFilterOf(values);
  const current = 'filter' in chosen ? chosen.filter : null;
  const canApply = Boolean(result && !result.apply && result.changed > 0 && sameFilter(previewed, current));

  const run = async (filter: RejudgeFilter, apply: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer: RejudgeResult = (await mutate(REJUDGE_AUDITS, { filter, apply })).rejudgeAudits;
      setResult(answer);
      setPreviewed(apply ? null : filter);
      if (apply) flash(`Re-judged ${plural(answer.written, 'audit')}.`, 'success');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      flashError(error);
    } finally {
      setBusy(false);
    }
  };

  const dryRun = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in chosen) {
      setProblem(chosen.problem);
      return;
    }
    void run(chosen.filter, false);
  };

  return (
    <Box component="section" aria-labelledby="rejudge-heading" data-testid="rejudge-panel">
      <Typography variant="h6" component="h2" id="rejudge-heading">
        Re-judge stored audits
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Judges the evidence already stored for the chosen audits again, under today&apos;s network definitions and
        advertiser settings, without opening a browser. First see which verdicts would change and why; nothing is stored
        until you apply. The original verdicts stay in each audit&apos;s history.
      </Typography>
      <Box component="form" onSubmit={dryRun} noValidate>
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
          <TextField label="Batch ID" fullWidth={false} value={values.batchId} onChange={(event) => set('batchId')(event.target.value)} name="batchId" sx={{ width: 340 }} />
          <TextField
            label="Audited from"
            fullWidth={false}
            type="datetime-local"
            value={values.from}
            onChange={(event) => set('from')(event.target.value)}
            name="from"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Audited to"
            fullWidth={false}
            type="datetime-local"
            value={values.to}
            onChange={(event) => set('to')(event.target.value)}
            name="to"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <NetworkChoice value={values.networkId} onChange={set('networkId')} />
          <Button type="submit" variant="contained" disabled={busy}>
            Show what would change
          </Button>
          <Button variant="outlined" color="warning" disabled={busy || !canApply} onClick={() => setConfirming(true)}>
            {result && !result.apply && result.changed > 0 ? `Apply to ${plural(result.changed, 'audit')}` : 'Apply'}
          </Button>
        </Stack>
      </Box>
      {busy && <LinearProgress sx={{ mt: 2 }} aria-label="Judging the stored audits" />}
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="rejudge-problem">
          {problem}
        </Alert>
      )}
      {result && (
        <Box sx={{ mt: 2 }}>
          <Alert severity={result.apply ? 'success' : result.changed ? 'info' : 'success'} data-testid="rejudge-outcome">
            {outcomeText(result)}
            {!result.apply && result.changed > 0 && !canApply && ' Change the filter back, or show what would change again, to apply.'}
          </Alert>
          {result.changes.length > 0 && <ChangesTable result={result} />}
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        title={`Re-judge ${plural(result?.changed ?? 0, 'audit')}?`}
        content="Each audit whose verdict changes gets the new verdict, recorded as a new event; lists and reports show it at once. The original verdict stays in the audit's history. An audit that changed since this preview is judged again as it stands."
        confirm="Apply"
        onConfirm={() => {
          setConfirming(false);
          if (previewed) void run(previewed, true);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
