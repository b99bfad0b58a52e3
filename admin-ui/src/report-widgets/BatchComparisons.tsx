import { Stack, TextField } from '@mui/material';
import { gql } from '@apollo/client';
import { useState } from 'react';
import { apolloClient } from '../dataProvider/apollo-client';
import { splitList } from './report-form';
import { ReportButton, ReportWidget } from './ReportWidget';
import { useReportDownload } from './use-report-download';

const COMPARE = gql`
  query GenerateMultiBatchCsv($primaryBatch: ID!, $secondaryBatch: ID!, $moreBatches: [ID!]) {
    generateMultiBatchCSV(primaryBatch: $primaryBatch, secondaryBatch: $secondaryBatch, moreBatches: $moreBatches)
  }
`;
const LABEL = 'Generate CSV';

const compare = async ([primaryBatch, secondaryBatch, ...moreBatches]: string[]): Promise<string> =>
  (await apolloClient.query<{ generateMultiBatchCSV: string }>({ query: COMPARE, variables: { primaryBatch, secondaryBatch, moreBatches }, fetchPolicy: 'no-cache' })).data.generateMultiBatchCSV;

/** 'Compare Batches Report' (spec section 2): several batches' links side by side, one status column each. */
export const CompareBatches = () => {
  const [text, setText] = useState('');
  const { busy, generate } = useReportDownload();
  const batchIds = splitList(text);
  return (
    <ReportWidget title="Compare Batches Report" testId="compare-batches" about="Each link of the batches you name, with its status in every batch and whether they agree.">
      <TextField size="small" label="Batch IDs" helperText="Comma-separated, at least two; the first is the primary batch" value={text} onChange={(event) => setText(event.target.value)} />
      <div>
        <ReportButton label={LABEL} busy={busy} disabled={batchIds.length < 2} onClick={() => void generate(LABEL, () => compare(batchIds), 'Compare Batches Report')} />
      </div>
    </ReportWidget>
  );
};

/** 'Batch Comparison' by two batch ids, primary and secondary (spec sections 2 and 5). */
export const BatchComparison = () => {
  const [primary, setPrimary] = useState('');
  const [secondary, setSecondary] = useState('');
  const { busy, generate } = useReportDownload();
  return (
    <ReportWidget title="Batch Comparison" testId="batch-comparison" about="The links of two batches side by side: the status in each and whether it changed.">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField size="small" label="Primary batch ID" value={primary} onChange={(event) => setPrimary(event.target.value.trim())} sx={{ minWidth: 340 }} />
        <TextField size="small" label="Secondary batch ID" value={secondary} onChange={(event) => setSecondary(event.target.value.trim())} sx={{ minWidth: 340 }} />
      </Stack>
      <div>
        <ReportButton label={LABEL} busy={busy} disabled={!primary || !secondary} onClick={() => void generate(LABEL, () => compare([primary, secondary]), 'Batch Comparison')} />
      </div>
    </ReportWidget>
  );
};
