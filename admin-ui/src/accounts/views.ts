// The folder's screens, one chunk fetched when one of them first opens (index.ts).
export { AccountManagement } from './AccountManagement';
export { AccountRedirect } from './AccountRedirect';
export { CompanyCreate } from './companies/CompanyCreate';
export { CompanyUpdate } from './companies/CompanyUpdate';
export { UserCreate } from './users/UserCreate';
export { UserUpdate } from './users/UserUpdate';
