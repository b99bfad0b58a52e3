import { Alert } from '@mui/material';
import { Title } from 'react-admin';

/**
 * Shown instead of a screen to someone the server would refuse anyway (spec section 6), opened by
 * its address: the screen's title and why, in words, and no call the server would turn away.
 */
export const NoAccess = ({ title, children }: { title: string; children: string }) => (
  <>
    <Title title={title} />
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="no-access">
      {children}
    </Alert>
  </>
);
