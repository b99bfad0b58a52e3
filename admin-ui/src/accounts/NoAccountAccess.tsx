import { NoAccess } from '../auth/NoAccess';

/** Shown instead of account screens to someone the server would refuse anyway (spec section 6). */
export const NoAccountAccess = () => <NoAccess title="Account Management">Only a super admin or a company owner can manage accounts.</NoAccess>;
