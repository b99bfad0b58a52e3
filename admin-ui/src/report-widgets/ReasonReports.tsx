import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { gql } from '@apollo/client';
import { useState } from 'react';
import { readSession } from '../auth/session';
import { apolloClient } from '../dataProvider/apollo-client';
import { defaultRange, isValidRange, reportUrl } from './report-form';
import { DateRangeFields, ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';
import { DownloadProgress } from '../export/StreamedDownload';

const CAUSES = gql`query ReportCauses { causeMany { id reason } }`;

const BUTTONS = [
  { type: 'standard', label: 'Standard Report', staffOnly: false },
  { type: 'client-standard', label: 'Client Standard Report', staffOnly: false },
  { type: 'debug', label: 'Debug Report', staffOnly: true },
  { type: 'multi-line', label: 'Multi Line Report', staffOnly: false },
];

/** 'Audits selected by reasons' (spec section 2): a date range and a cause (causeMany), four reports. */
export const ReasonReports = () => {
  const isStaff = Boolean(readSession()?.user.company.isSuperAdmin);
  const [range, setRange] = useState(defaultRange);
  const [reasonId, setReasonId] = useState('');
  const { busy, download, received, cancel } = useReportDownload();
  const causes = useQuery({
    queryKey: ['report-causes'],
    queryFn: async () => (await apolloClient.query<{ causeMany: { id: string; reason: string }[] }>({ query: CAUSES })).data.causeMany,
  });
  return (
    <ReportWidget title="Audits selected by reasons" testId="reason-reports" about="The audits in the date range that a cause applies to.">
      <DateRangeFields range={range} onChange={setRange} />
      <TextField
        select
        size="small"
        label="Cause"
        value={reasonId}
        onChange={(event) => setReasonId(event.target.value)}
        error={causes.isError}
        helperText={causes.isError ? 'The causes could not be loaded: refresh the page.' : causes.isLoading ? 'Loading causes…' : ' '}
        sx={{ maxWidth: 420 }}
      >
        {(causes.data ?? []).map((cause) => (
          <MenuItem key={cause.id} value={cause.id}>
            {cause.reason}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {BUTTONS.filter((button) => isStaff || !button.staffOnly).map((button) => (
          <ReportButton
            key={button.type}
            label={button.label}
            busy={busy}
            disabled={!reasonId || !isValidRange(range)}
            onClick={() => void download(button.label, reportUrl(button.type, { reasonId, ...range }), `${button.label} ${reasonId}`)}
          />
        ))}
      </Stack>
      <DownloadProgress received={received} onCancel={cancel} />
    </ReportWidget>
  );
};
