import { Box, Button, LinearProgress, Stack, Typography, type SxProps } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { downloadReport, type DownloadOutcome } from './enterprise-report';

/** What the user is told after cancelling: the browser saved no part of the file (issue 22). */
export const DOWNLOAD_CANCELLED = 'Download cancelled; nothing was saved.';

/**
 * A streamed report download the user watches (bytes received) and may cancel: `received` is null
 * when none runs. `stream` answers the outcome, or null once the user cancelled (and has been told
 * so); other failures throw. Cancelling closes the connection, which ends the server's read.
 */
export const useStreamedDownload = () => {
  const notify = useNotify();
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const stream = async (url: string, failure?: string): Promise<DownloadOutcome | null> => {
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    try {
      return await downloadReport(url, setReceived, controller.signal, failure);
    } catch (error) {
      if (!controller.signal.aborted) throw error;
      notify(DOWNLOAD_CANCELLED, { type: 'info' });
      return null;
    } finally {
      setReceived(null);
      running.current = null;
    }
  };
  const cancel = () => running.current?.abort();
  return { received, stream, cancel };
};

/** The running download's bar, the bytes received so far and its Cancel button; nothing when none runs. */
export const DownloadProgress = ({ received, onCancel, sx }: { received: number | null; onCancel: () => void; sx?: SxProps }) =>
  received === null ? null : (
    <Box data-testid="report-progress" sx={sx}>
      <LinearProgress aria-label="Downloading the report" />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
        <Typography variant="body2" role="status">
          {(received / 1024).toFixed(0)} KB received
        </Typography>
        <Button size="small" onClick={onCancel}>
          Cancel download
        </Button>
      </Stack>
    </Box>
  );
