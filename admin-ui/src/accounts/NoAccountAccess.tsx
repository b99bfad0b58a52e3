import { Alert } from '@mui/material';
import { Title } from 'react-admin';

/** Shown instead of account screens to someone the server would refuse anyway (spec section 6). */
export const NoAccountAccess = () => (
  <>
    <Title title="Account Management" />
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="no-account-access">
      Only a super admin or a company owner can manage accounts.
    </Alert>
  </>
);
