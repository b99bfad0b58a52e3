import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';

/** A company as GET /accounts/companies/{id} answers it (spec section 3). */
export interface Company {
  id: string;
  name: string;
  isSuperAdmin: boolean;
  moonpullShareEnabled: boolean;
  companyType: string;
  billingId: string | null;
  resetDay: number;
  nextResetDate: string;
  numMonthlyLinks: number;
  numExtraMonthlyLinks: number;
  maxBatchSize: number;
  numAudits: number;
  remainingAudits: number;
  queues: string[];
}

/** A user as GET /accounts/users/{id} answers it (spec section 3). */
export interface User {
  id: string;
  name: string;
  title: string;
  email: string;
  isEnabled: boolean;
  isCompanyOwner: boolean;
  company: { id: string; name: string } | null;
  roles: { id: string; name: string }[];
  grants: string[];
}

const send = <T>(method: string, path: string, body?: unknown) =>
  authedRequest<T>(path, body === undefined ? { method } : { ...jsonBody(body), method });

// Spec section 7, the account calls.
export const companyPath = (id?: string) => (id ? `/accounts/companies/${id}` : '/accounts/companies');
export const userPath = (id?: string) => (id ? `/accounts/users/${id}` : '/accounts/users');

export const fetchRecord = <T>(path: string) => send<T>('GET', path);
export const saveCompany = (id: string | undefined, changes: object) => send<Company>(id ? 'PATCH' : 'POST', companyPath(id), changes);
export const grantExtraLinks = (id: string, thisMonthExtra: number) => send<Company>('POST', `${companyPath(id)}/extra`, { thisMonthExtra });
export const saveUser = (id: string | undefined, changes: object) => send<User>(id ? 'PATCH' : 'POST', userPath(id), changes);
/** The server disables rather than erases the user: their history stays. */
export const deleteUser = (id: string) => send<User>('DELETE', userPath(id));
