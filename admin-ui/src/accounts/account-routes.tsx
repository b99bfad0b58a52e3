import { Route } from 'react-router-dom';
import { AccountManagement } from './AccountManagement';
import { AccountRedirect } from './AccountRedirect';
import { CompanyCreate } from './companies/CompanyCreate';
import { CompanyUpdate } from './companies/CompanyUpdate';
import { UserCreate } from './users/UserCreate';
import { UserUpdate } from './users/UserUpdate';

/** The account-management routes of spec section 2, for App's custom routes. */
export const accountRoutes = (
  <>
    <Route path="/account-management" element={<AccountManagement />} />
    <Route path="/account-management/companies/create" element={<CompanyCreate />} />
    <Route path="/account-management/companies/:companyId/update" element={<CompanyUpdate />} />
    <Route path="/account-management/users/create" element={<UserCreate />} />
    <Route path="/account-management/users/:userId/update" element={<UserUpdate />} />
    <Route path="/companies/*" element={<AccountRedirect tab="companies" />} />
    <Route path="/users/*" element={<AccountRedirect tab="users" />} />
  </>
);
