import type { DynamicModule, Type } from '@nestjs/common';
import request from 'supertest';
import { AccessModule, type OperationTable } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { AuthReadModels } from '../accounts/auth-read-models';
import { AuthModule } from '../auth.module';
import { AUTH_OPERATIONS } from '../auth.operations';
import { AUTH_MIGRATIONS } from '../migrations';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };

export interface AuthTestApp extends TestApp {
  http: () => ReturnType<typeof request>;
  store: EventStore;
  /** Logs in and answers the access and refresh tokens. */
  login(username: string, password: string): Promise<{ accessToken: string; refreshToken: string }>;
  /** A header value for the super admin created at first start. */
  adminBearer(): Promise<string>;
  /** Brings the read models up to date (what the live runner would do within moments). */
  settle(): Promise<void>;
}

/** What other services put next to auth in their test apps. */
export interface WithAuthOptions {
  modules?: (Type | DynamicModule)[];
  operations?: OperationTable[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations?: Function[];
  listen?: boolean;
  logStream?: NodeJS.WritableStream;
}

/**
 * The auth service on a fresh database, as the all-in-one process runs it, plus any modules under
 * test behind the access guard with their operation tables.
 */
export const createAuthTestApp = async (
  label: string,
  env: Record<string, string> = {},
  extra: WithAuthOptions = {},
): Promise<AuthTestApp> => {
  const testApp = await createTestApp(
    [
      AccessModule.forRoot({
        jwtSecret: 'a-test-secret-that-is-long-enough-1234',
        operations: [AUTH_OPERATIONS, ...(extra.operations ?? [])],
      }),
      AuthModule,
      ...(extra.modules ?? []),
    ],
    {
      label,
      listen: extra.listen,
      logStream: extra.logStream,
      migrations: [...AUTH_MIGRATIONS, ...(extra.migrations ?? [])],
      env: { ADMIN_EMAIL: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env },
    },
  );
  const http = () => request(testApp.app.getHttpServer());
  const login = async (username: string, password: string) => {
    const response = await http().post('/auth/login').send({ username, password });
    if (response.status !== 200 || !response.body.tokens)
      throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.tokens as { accessToken: string; refreshToken: string };
  };
  return {
    ...testApp,
    http,
    store: testApp.app.get(EventStore),
    login,
    adminBearer: async () => `Bearer ${(await login(ADMIN.username, ADMIN.password)).accessToken}`,
    settle: () => testApp.app.get(AuthReadModels).catchUp(),
  };
};

/** Creates a company as the super admin; answers its id. */
export const createCompany = async (
  t: AuthTestApp,
  body: Record<string, unknown> = {},
): Promise<string> => {
  const response = await t
    .http()
    .post('/accounts/companies')
    .set('authorization', await t.adminBearer())
    .send({ name: 'Publisher Ltd', ...body });
  if (response.status !== 201)
    throw new Error(`company not created: ${JSON.stringify(response.body)}`);
  return response.body.id as string;
};

/** Invites a user as the super admin and takes them through account setup; answers id and tokens. */
export const createActiveUser = async (
  t: AuthTestApp,
  body: Record<string, unknown> & { email: string; companyId: string },
) => {
  const invited = await t
    .http()
    .post('/accounts/users')
    .set('authorization', await t.adminBearer())
    .send({ name: 'Pat', password: 'temporary-pass-1', ...body });
  if (invited.status !== 201) throw new Error(`user not invited: ${JSON.stringify(invited.body)}`);
  const setup = await t
    .http()
    .post('/auth/setup')
    .send({ username: body.email, password: 'temporary-pass-1', newPassword: 'chosen-password-1' });
  return {
    id: invited.body.id as string,
    tokens: setup.body.tokens as { accessToken: string; refreshToken: string },
    password: 'chosen-password-1',
  };
};
