import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { readSession } from '../auth/session';
import { reportUrl, seesNetworkReport, splitList } from './report-form';
import { ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';
import { DownloadProgress } from '../export/StreamedDownload';

interface Button {
  type: string;
  label: string;
  shows: (user: ReturnType<typeof readSession>) => boolean;
}
const everyone = () => true;
const staff = (session: ReturnType<typeof readSession>) => Boolean(session?.user.company.isSuperAdmin);

// Spec section 2: Publisher Report; the network reports for that network's company or a super
// admin; the staff variant's Debug, Debug Without Superseded and Playground reports.
const BUTTONS: Button[] = [
  { type: 'publisher', label: 'Publisher Report', shows: everyone },
  { type: 'network-awin', label: 'Network Report (AWIN)', shows: (session) => seesNetworkReport(session?.user, 'AWIN') },
  { type: 'network-impact', label: 'Network Report (Impact)', shows: (session) => seesNetworkReport(session?.user, 'Impact') },
  { type: 'multi-line', label: 'Multi Line Report', shows: everyone },
  { type: 'debug', label: 'Debug Report', shows: staff },
  { type: 'debug-without-superseded', label: 'Debug Without Superseded', shows: staff },
  { type: 'playground-publisher', label: 'Playground Publisher Report', shows: staff },
  { type: 'playground-network', label: 'Playground Network Report', shows: staff },
];

/** 'Audits selected by BatchId' (spec section 2): comma-separated batch ids, one button per report. */
export const BatchIdReports = () => {
  const session = readSession();
  const [text, setText] = useState('');
  const { busy, download, received, cancel } = useReportDownload();
  const batchIds = splitList(text);
  return (
    <ReportWidget title="Audits selected by BatchId" testId="batch-id-reports" about="The audits of the batches you name, as the report you choose.">
      <TextField size="small" label="Batch IDs" helperText="Comma-separated" value={text} onChange={(event) => setText(event.target.value)} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {BUTTONS.filter((button) => button.shows(session)).map((button) => (
          <ReportButton
            key={button.type}
            label={button.label}
            busy={busy}
            disabled={batchIds.length === 0}
            onClick={() => void download(button.label, reportUrl(button.type, { batchIds }), button.label)}
          />
        ))}
      </Stack>
      <DownloadProgress received={received} onCancel={cancel} />
    </ReportWidget>
  );
};
