import { Alert, AlertTitle, Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { explainError } from '../http/error-words';

/**
 * The one error screen (issue 22): what went wrong in words, a Retry, and the technical detail
 * (the server's message) behind a toggle for whoever reports it. Used by react-admin's error slots
 * (lists, the layout's error page) and the custom screens alike.
 */
export const ErrorState = ({ error, onRetry, title = 'This could not be loaded' }: { error: unknown; onRetry?: () => unknown; title?: string }) => {
  const { words, detail } = explainError(error);
  const [showDetail, setShowDetail] = useState(false);
  const detailId = useId();
  return (
    <Box m={2} data-testid="error-state">
      <Alert severity="error">
        <AlertTitle component="h2">{title}</AlertTitle>
        <Typography variant="body2">{words}</Typography>
        <Stack direction="row" spacing={1} mt={1}>
          {onRetry ? (
            <Button variant="contained" size="small" onClick={() => void onRetry()}>
              Retry
            </Button>
          ) : null}
          {detail ? (
            <Button size="small" aria-expanded={showDetail} aria-controls={detailId} onClick={() => setShowDetail((shown) => !shown)}>
              {showDetail ? 'Hide technical detail' : 'Show technical detail'}
            </Button>
          ) : null}
        </Stack>
        {detail ? (
          <Collapse in={showDetail} id={detailId}>
            <Box component="pre" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.8rem' }} data-testid="error-detail">
              {detail}
            </Box>
          </Collapse>
        ) : null}
      </Alert>
    </Box>
  );
};
