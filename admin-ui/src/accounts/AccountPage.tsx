import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { NoAccountAccess } from './NoAccountAccess';
import { accountTabPath, type AccountTab } from './account-paths';
import { useAccountRole, type AccountRole } from './account-access';

interface AccountPageProps {
  title: string;
  tab: AccountTab;
  /** Who may open the page at all (spec section 6). */
  allowed: readonly NonNullable<AccountRole>[];
  loading?: boolean;
  children: ReactNode;
}

/** Whether the signed-in user's role is among `allowed`: a page reads its record only then. */
export const useMayOpen = (allowed: readonly NonNullable<AccountRole>[]): boolean => {
  const { role } = useAccountRole();
  return role !== null && allowed.includes(role);
};

/** The frame of the account create and update screens: a heading, a way back, the role check. */
export const AccountPage = ({ title, tab, allowed, loading = false, children }: AccountPageProps) => {
  if (!useMayOpen(allowed)) return <NoAccountAccess />;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Link to={accountTabPath(tab)}>Back to Account Management</Link>
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {title}
      </Typography>
      {loading ? <CircularProgress /> : children}
    </Box>
  );
};
