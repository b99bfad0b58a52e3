import { Alert, Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { saveBlob } from '../http/download';
import { useProductName } from '../product/product-name';
import { defaultForm, formProblem, NOTHING_FOUND, reportFileName, reportUrl, UNEXPECTED_ERROR } from '../export/enterprise-report';
import { DownloadProgress, useStreamedDownload } from '../export/StreamedDownload';

const COMMON_COUNTRIES = ['gb', 'us', 'de', 'fr', 'nl', 'es', 'it', 'ie', 'au', 'ca', 'se', 'dk', 'no', 'be', 'at', 'ch', 'pl'];

/**
 * /enterprise-reporting: the Filtered Enterprise Report (spec sections 2, 5, 8): dates and
 * countries, then the publisher report streamed to a file, with progress and a cancel.
 */
export const EnterpriseReporting = () => {
  const productName = useProductName();
  const notify = useNotify();
  const [form, setForm] = useState(defaultForm);
  const [empty, setEmpty] = useState(false);
  const { received, stream, cancel } = useStreamedDownload();
  const problem = formProblem(form);

  const download = async () => {
    setEmpty(false);
    try {
      const outcome = await stream(reportUrl(productName, form));
      if (outcome?.kind === 'empty') setEmpty(true);
      else if (outcome) saveBlob(outcome.blob, `${reportFileName(productName, form)}.csv`);
    } catch (error) {
      notify(error instanceof Error ? error.message : UNEXPECTED_ERROR, { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Enterprise Reporting" />
      <CardContent>
        <Typography variant="h6" component="h2">
          Filtered Enterprise Report
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Every audit of your company in the date range (at most about 95 days), optionally only for some countries, as the publisher report CSV.
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
          <TextField type="date" label="Start date" value={form.startDate} onChange={(event) => setForm({ ...form, startDate: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} error={!!problem} />
          <TextField
            type="date"
            label="End date"
            value={form.endDate}
            onChange={(event) => setForm({ ...form, endDate: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!problem}
            helperText={problem ? 'The end date must not be before the start, and the range at most 95 days.' : ' '}
          />
          <Autocomplete
            multiple
            freeSolo
            options={COMMON_COUNTRIES}
            value={form.countryCodes}
            onChange={(_, codes) => setForm({ ...form, countryCodes: codes.map((code) => code.trim().toLowerCase()).filter((code) => /^[a-z]{2}$/.test(code)) })}
            sx={{ minWidth: 280 }}
            renderInput={(params) => <TextField {...params} label="Country codes" helperText="Optional; two letters, e.g. gb" />}
          />
          <Box>
            <Button variant="contained" disabled={!!problem || received !== null} onClick={() => void download()}>
              Download CSV(Publisher)
            </Button>
          </Box>
        </Stack>
        {problem ? <Alert severity="warning" sx={{ mt: 2 }}>{problem}</Alert> : null}
        <DownloadProgress received={received} onCancel={cancel} sx={{ mt: 2 }} />
        {empty ? <Alert severity="info" sx={{ mt: 2 }}>{NOTHING_FOUND}</Alert> : null}
      </CardContent>
    </Card>
  );
};
