import { safeExporter } from '../../export/safe-exporter';
import type { User } from '../account-api';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** User Management's CSV: the columns the list shows, the company for those who see it there. */
export const userExporter = ({ showCompany }: { showCompany: boolean }) =>
  safeExporter<User>('users', [
    { header: 'Name', value: (user) => user.name },
    { header: 'Title', value: (user) => user.title },
    { header: 'Email', value: (user) => user.email },
    ...(showCompany ? [{ header: 'Company', value: (user: User) => user.company?.name ?? '' }] : []),
    { header: 'Enabled', value: (user) => yesNo(user.isEnabled) },
    { header: 'Owner', value: (user) => yesNo(user.isCompanyOwner) },
    { header: 'Roles', value: (user) => user.roles.map((role) => role.name).join(', ') },
    { header: 'Grants', value: (user) => user.grants.join(', ') },
  ]);
