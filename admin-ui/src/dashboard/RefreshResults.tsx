import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRefresh } from 'react-admin';
import { useThrottledRefresh } from './use-throttled-refresh';
import { When } from '../dates/When';

/** The dashboard's Refresh results button: re-reads every widget, throttled, with the data's time. */
export const RefreshResults = () => {
  // react-admin's refresh invalidates every query on the page, so all widgets re-read together.
  const { refresh, spinning, latestAt } = useThrottledRefresh(useRefresh());
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button
        variant="outlined"
        onClick={refresh}
        startIcon={spinning ? <CircularProgress size={16} aria-label="Refreshing the results" data-testid="refresh-spinner" /> : <RefreshIcon />}
      >
        Refresh results
      </Button>
      <Typography variant="body2" color="text.secondary" data-testid="data-latest-as-of">
        data latest as of <When value={latestAt} />
      </Typography>
    </Stack>
  );
};
