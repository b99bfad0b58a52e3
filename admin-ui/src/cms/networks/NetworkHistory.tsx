import { Box, Typography } from '@mui/material';
import { NETWORK_STREAM_PREFIX } from './network-stream';

/**
 * SLOT for the network's history (issue 15: every edit screen shows its entity's history). The
 * shared HistoryPanel (admin-ui/src/history/HistoryPanel.tsx, props `{ streamId }`) is being built
 * on branch helper-history; once merged, render
 *   <HistoryPanel streamId={`${NETWORK_STREAM_PREFIX}${networkId}`} />
 * here. Until then the slot says where the history will show.
 */
export const NetworkHistory = ({ networkId }: { networkId: string }) => (
  <Box component="section" aria-label="History" data-testid="network-history-slot" data-stream-id={`${NETWORK_STREAM_PREFIX}${networkId}`} sx={{ mt: 3 }}>
    <Typography variant="h6" component="h2">
      History
    </Typography>
    <Typography variant="body2" color="text.secondary">
      The change history of this network will show here.
    </Typography>
  </Box>
);
