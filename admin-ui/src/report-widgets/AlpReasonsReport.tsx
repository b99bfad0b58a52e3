import { TextField } from '@mui/material';
import { useState } from 'react';
import { defaultRange, isValidRange, reportUrl, splitList } from './report-form';
import { DateRangeFields, ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';
import { DownloadProgress } from '../export/StreamedDownload';

const LABEL = 'Download Reasons Report';

/** 'Reasons Report by ALP' (spec section 2): every problem found on the named landing domains, one line each. */
export const AlpReasonsReport = () => {
  const [range, setRange] = useState(defaultRange);
  const [text, setText] = useState('');
  const { busy, download, received, cancel } = useReportDownload();
  const advertiserAlps = splitList(text);
  return (
    <ReportWidget title="Reasons Report by ALP" testId="alp-reasons-report" about="Each problem the audits found on these advertiser landing pages (ALP domains), one line per problem.">
      <DateRangeFields range={range} onChange={setRange} />
      <TextField size="small" label="Advertiser ALPs" helperText="Comma-separated landing domains, e.g. shop.example" value={text} onChange={(event) => setText(event.target.value)} />
      <div>
        <ReportButton
          label={LABEL}
          busy={busy}
          disabled={advertiserAlps.length === 0 || !isValidRange(range)}
          onClick={() => void download(LABEL, reportUrl('multi-line', { advertiserAlps, ...range }), 'Reasons Report by ALP')}
        />
      </div>
      <DownloadProgress received={received} onCancel={cancel} />
    </ReportWidget>
  );
};
