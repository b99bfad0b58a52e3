import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** Account management (spec section 2): companies and users. */
export const accountsScreen: Screen = {
  routes: [
    { path: '/account-management', element: view('AccountManagement') },
    { path: '/account-management/companies/create', element: view('CompanyCreate') },
    { path: '/account-management/companies/:companyId/update', element: view('CompanyUpdate') },
    { path: '/account-management/users/create', element: view('UserCreate') },
    { path: '/account-management/users/:userId/update', element: view('UserUpdate') },
    { path: '/companies/*', element: view('AccountRedirect', { tab: 'companies' }) },
    { path: '/users/*', element: view('AccountRedirect', { tab: 'users' }) },
  ],
  resources: [
    { name: 'companies', label: 'companies' },
    { name: 'users', label: 'users' },
  ],
  queries: { companies: async () => (await import('./account-queries')).companyQueries, users: async () => (await import('./account-queries')).userQueries },
  // Both open /account-management (spec section 2), on its companies or users tab.
  menu: [
    {
      group: 'Account',
      label: 'Companies Management',
      to: '/account-management?tab=companies',
      icon: BusinessIcon,
      shownTo: ({ owner, superAdmin }) => owner && superAdmin,
    },
    {
      group: 'Account',
      label: 'User Management',
      to: '/account-management?tab=users',
      icon: PeopleIcon,
      shownTo: ({ owner }) => owner,
    },
  ],
};
