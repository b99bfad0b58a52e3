import { Box, Typography } from '@mui/material';
import { ADVERTISER_STREAM_PREFIX } from './advertiser-paths';

/**
 * SLOT for the advertiser's history (issue 15: every edit screen shows its entity's history). The
 * shared HistoryPanel (admin-ui/src/history/HistoryPanel.tsx, props `{ streamId }`) is being built
 * on branch helper-history; once merged, render
 *   <HistoryPanel streamId={`${ADVERTISER_STREAM_PREFIX}${advertiserId}`} />
 * here. Until then the slot says where the history will show.
 */
export const AdvertiserHistory = ({ advertiserId }: { advertiserId: string }) => (
  <Box
    component="section"
    aria-label="History"
    data-testid="advertiser-history-slot"
    data-stream-id={`${ADVERTISER_STREAM_PREFIX}${advertiserId}`}
    sx={{ mt: 3, px: 2, pb: 2 }}
  >
    <Typography variant="h6" component="h2">
      History
    </Typography>
    <Typography variant="body2" color="text.secondary">
      The change history of this advertiser will show here.
    </Typography>
  </Box>
);
