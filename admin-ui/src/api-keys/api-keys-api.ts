import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';

export const API_KEY_SCOPES = [
  { id: 'read', name: 'Read results', help: 'Batches, audits and the assurance API' },
  { id: 'submit', name: 'Submit audits', help: 'POST /audit from a pipeline' },
  { id: 'embed', name: 'Embed statuses', help: "The 'Assurance Status' button on your own pages, by the key's public id" },
] as const;

/** A key as GET /accounts/api-keys lists it (services/auth api-keys): never its secret. */
export interface ApiKey {
  id: string;
  name: string;
  companyId: string;
  owner: { id: string; name: string | null; email: string | null };
  scopes: string[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  status: 'active' | 'revoked' | 'expired';
}

const PATH = '/accounts/api-keys';

export const listApiKeys = () => authedRequest<ApiKey[]>(PATH);
/** The answer carries `key`, the secret, this once. */
export const createApiKey = (body: { name: string; scopes: string[]; expiresAt: string | null }) =>
  authedRequest<ApiKey & { key: string }>(PATH, { ...jsonBody(body), method: 'POST' });
export const revokeApiKey = (id: string) => authedRequest<ApiKey>(`${PATH}/${id}`, { method: 'DELETE' });
