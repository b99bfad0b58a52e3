import { Navigate, useParams } from 'react-router-dom';
import { accountTabPath, type AccountTab } from './account-paths';
import { ACCOUNT_MANAGEMENT } from './use-account-call';

/**
 * The spec's older account addresses (/companies..., /users..., spec section 2) lead to the same
 * screens under /account-management.
 */
export const AccountRedirect = ({ tab }: { tab: AccountTab }) => {
  const rest = useParams()['*'];
  return <Navigate to={rest ? `${ACCOUNT_MANAGEMENT}/${tab}/${rest}` : accountTabPath(tab)} replace />;
};
