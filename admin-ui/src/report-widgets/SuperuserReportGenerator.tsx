import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { adminRangeProblem, MEMORY_COOKIE_STATUSES, memoryCookieStatusText } from '@tracklight/presentation';
import { defaultRange, reportUrl, splitList } from './report-form';
import { DateRangeFields, ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';
import { DownloadProgress } from '../export/StreamedDownload';

const TYPES = [
  { type: 'publisher', label: 'Publisher Report' },
  { type: 'debug', label: 'Debug Report' },
  { type: 'debug-without-superseded', label: 'Debug Without Superseded' },
  { type: 'multi-line', label: 'Multi Line Report' },
  { type: 'batch', label: 'Batch CSV' },
  { type: 'network-awin', label: 'Network Report (AWIN)' },
  { type: 'network-impact', label: 'Network Report (Impact)' },
];
const LABEL = 'Generate report';

/**
 * The superuser report generator (spec sections 2 and 5): any audits by date range (at most 90
 * days; ignored when batch ids are given), batch ids, advertisers, ALPs, status and network.
 */
export const SuperuserReportGenerator = () => {
  const [range, setRange] = useState(defaultRange);
  const [form, setForm] = useState({ type: 'publisher', batchIds: '', advertiserNames: '', advertiserAlps: '', status: '', networkName: '' });
  const { busy, download, received, cancel } = useReportDownload();
  const batchIds = splitList(form.batchIds);
  const problem = batchIds.length ? null : adminRangeProblem(range.startDate, range.endDate);
  const field = (key: keyof typeof form, label: string, helperText = 'Comma-separated') => (
    <TextField size="small" label={label} helperText={helperText} value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} />
  );
  const label = TYPES.find((t) => t.type === form.type)?.label ?? form.type;
  const selection = {
    admin: 'true',
    ...(batchIds.length ? { batchIds } : range),
    advertiserNames: splitList(form.advertiserNames),
    advertiserAlps: splitList(form.advertiserAlps),
    status: form.status,
    networkName: form.networkName.trim(),
  };
  return (
    <ReportWidget title="Superuser report generator" testId="superuser-report-generator" about="Any audits of any company, by dates or batch ids and the filters you fill; the dates are ignored when batch ids are given.">
      <DateRangeFields range={range} onChange={setRange} problem={problem} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField select size="small" label="Report" value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value })} sx={{ minWidth: 220 }}>
          {TYPES.map((t) => (
            <MenuItem key={t.type} value={t.type}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        {field('batchIds', 'Batch IDs')}
        {field('advertiserNames', 'Advertiser names')}
        {field('advertiserAlps', 'Advertiser ALPs')}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField select size="small" label="Memory cookie status" value={form.status} onChange={(event) => setForm({ ...form, status: event.target.value })} sx={{ minWidth: 220 }}>
          <MenuItem value="">Any</MenuItem>
          {MEMORY_COOKIE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {memoryCookieStatusText(status)}
            </MenuItem>
          ))}
        </TextField>
        {field('networkName', 'Network', 'Its name, e.g. AWIN')}
      </Stack>
      <div>
        <ReportButton label={LABEL} busy={busy} disabled={!!problem} onClick={() => void download(LABEL, reportUrl(form.type, selection), label)} />
      </div>
      <DownloadProgress received={received} onCancel={cancel} />
    </ReportWidget>
  );
};
