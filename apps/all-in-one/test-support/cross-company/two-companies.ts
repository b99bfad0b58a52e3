// Two customer companies on one product, each with a user of every kind, and company B's objects
// (a submitted batch and its audit, a template, an API key, a comment) named so that any answer
// showing them can be found: everything of B's that a response could show carries MARKER.
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { API_KEY_HEADER, FEATURE_GRANTS, ROLES } from '@tracklight/access';
import { eventually } from '@tracklight/testing';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };
export const MARKER = 'beta-confidential';

/** The kinds of caller a company has (super admins are the provider's own, not a company's). */
export const CALLER_KINDS = ['publisher', 'owner', 'networkUser', 'globalNetworkUser', 'shareUser', 'allGrants', 'apiKey'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** How a caller authenticates: the header to send. */
export type Credentials = Record<string, string>;

export interface Company {
  id: string;
  name: string;
  callers: Record<CallerKind, Credentials>;
  userIds: Record<Exclude<CallerKind, 'apiKey'>, string>;
}

export interface CompanyObjects {
  batchId: string;
  auditId: string;
  templateId: string;
  apiKeyId: string;
}

const USER_SHAPES: Record<Exclude<CallerKind, 'apiKey'>, Record<string, unknown>> = {
  publisher: {},
  owner: { isCompanyOwner: true },
  networkUser: { roles: [ROLES.networkUser.id] },
  globalNetworkUser: { roles: [ROLES.globalNetworkUser.id] },
  shareUser: { roles: [ROLES.shareUser.id] },
  allGrants: { grants: [...FEATURE_GRANTS] },
};

export const bearer = (token: string): Credentials => ({ authorization: `Bearer ${token}` });

export async function call(app: INestApplication, method: 'get' | 'post' | 'patch', path: string, headers: Credentials, body?: unknown) {
  const response = await request(app.getHttpServer())[method](path).set(headers).send(body as object);
  if (response.status >= 300 || response.body?.errors) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body;
}

/** Company `label` with one user of every kind (and an API key of the user holding every grant). */
export async function createCompany(app: INestApplication, label: string, name: string): Promise<Company> {
  const admin = bearer((await call(app, 'post', '/auth/login', {}, ADMIN)).tokens.accessToken);
  const company = await call(app, 'post', '/accounts/companies', admin, { name, moonpullShareEnabled: true });
  const callers = {} as Record<CallerKind, Credentials>;
  const userIds = {} as Company['userIds'];
  for (const [kind, shape] of Object.entries(USER_SHAPES) as [Exclude<CallerKind, 'apiKey'>, Record<string, unknown>][]) {
    const email = `${kind.toLowerCase()}@${label}.example`;
    const invited = await call(app, 'post', '/accounts/users', admin, { name: `${label} ${kind}`, email, companyId: company.id, password: 'temporary-pass-1', ...shape });
    const setup = await call(app, 'post', '/auth/setup', {}, { username: email, password: 'temporary-pass-1', newPassword: 'chosen-password-1' });
    callers[kind] = bearer(setup.tokens.accessToken);
    userIds[kind] = invited.id;
  }
  const key = await call(app, 'post', '/accounts/api-keys', callers.allGrants, { name: `${label} pipeline`, scopes: ['read', 'submit', 'embed'] });
  callers.apiKey = { [API_KEY_HEADER]: key.key };
  return { id: company.id, name, callers, userIds };
}

export const gql = (app: INestApplication, headers: Credentials, query: string, variables: Record<string, unknown>) =>
  call(app, 'post', '/gql', headers, { query, variables });

/** A company's objects, each carrying `marker` (B's: MARKER) where it has text of its own. */
export async function createObjects(app: INestApplication, company: Company, marker = MARKER): Promise<CompanyObjects> {
  const owner = company.callers.owner;
  const submitted = await call(app, 'post', '/audit', owner, {
    batchMeta: { name: `${marker} batch` },
    batchLinks: [{ link: `https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&ued=https%3A%2F%2F${marker}.example%2F` }],
  });
  const batchId = submitted.batchId as string;
  const dataSource = app.get(DataSource);
  const auditId = await eventually(async () => {
    const rows = (await dataSource.query('SELECT id FROM reporting.audits WHERE batch_id = $1', [batchId])) as { id: string }[];
    if (rows.length === 0) throw new Error('the audit is not in the read model yet');
    return rows[0].id;
  });
  await call(app, 'post', `/batches/${batchId}/audits/${auditId}/comment`, owner, { comment: `${marker} comment` });
  const template = await gql(app, owner, 'mutation($r: BatchCreateRecord!) { batchCreateOne(record: $r) { id } }', {
    r: { name: `${marker} template`, scheduleType: 'weekly', scheduleDay: 'monday', scheduleTime: '06:00', batchLinks: [{ link: `https://${marker}.example/t` }] },
  });
  const keys = await call(app, 'get', '/accounts/api-keys', company.callers.allGrants);
  const apiKeyId = ((keys.items ?? keys) as { id: string }[])[0].id;
  return { batchId, auditId, templateId: template.data.batchCreateOne.id, apiKeyId };
}
