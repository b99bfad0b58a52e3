import { ACCOUNT_MANAGEMENT } from './use-account-call';

export type AccountTab = 'companies' | 'users';

// Spec section 2, the account-management routes.
export const accountTabPath = (tab: AccountTab) => `${ACCOUNT_MANAGEMENT}?tab=${tab}`;
export const createPath = (tab: AccountTab) => `${ACCOUNT_MANAGEMENT}/${tab}/create`;
export const updatePath = (tab: AccountTab, id: string) => `${ACCOUNT_MANAGEMENT}/${tab}/${id}/update`;
