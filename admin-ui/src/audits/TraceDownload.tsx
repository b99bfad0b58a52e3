import DownloadIcon from '@mui/icons-material/Download';
import { Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadWithSession } from '../http/download';
import { Section } from './Section';

/** The audit's browser session as a HAR file (GET /traces/{auditId}; staff only). */
export const TraceDownload = ({ auditId }: { auditId: string }) => {
  const notify = useNotify();
  const download = () =>
    downloadWithSession(`/traces/${auditId}`, `audit-${auditId}.har`, 'Error downloading the browser trace').catch((error: Error) =>
      notify(error.message, { type: 'error' }),
    );
  return (
    <Section title="Browser trace" testId="browser-trace">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Every request and response of the audit's browser session, with headers and cookies but without bodies. Open it in your browser's developer
        tools (Network, Import HAR) or any HAR viewer.
      </Typography>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
        Download the browser trace (HAR)
      </Button>
    </Section>
  );
};
