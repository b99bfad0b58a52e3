import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccessModule } from '@tracklight/access';
import {
  auditOptionsFor,
  type AuditOptions,
  type AuditRequested,
  type QueueLetter,
} from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { createTestApp } from '@tracklight/testing';
import { AuthReadModels } from '../../../auth/src/accounts/auth-read-models';
import { AUTH_MIGRATIONS, AUTH_OPERATIONS, AuthModule } from '../../../auth/src';
import { ADMIN, type AuthTestApp } from '../../../auth/src/test-support/auth-test-app';
import {
  AUDIT_RUNNER_MIGRATIONS,
  AuditRunnerModule,
} from '../../../audit-runner/src/audit-runner.module';
import { CMS_MIGRATIONS } from '../../../cms/src/cms.module';
import { ReportingReadModels } from '../audits/reporting-read-models';
import { REPORTING_MIGRATIONS, ReportingModule } from '../reporting.module';
import { REPORTING_OPERATIONS } from '../reporting.operations';

export interface ReportingTestApp extends AuthTestApp {
  /** Brings reporting's read model up to date. */
  settleReports(): Promise<void>;
  /** POST /gql as the bearer; throws on GraphQL errors unless asked for the raw body. */
  gql<T = Record<string, unknown>>(
    bearer: string,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T; errors?: { message: string }[] }>;
}

/** Audit runner (real Chromium), CMS, auth and reporting, as the all-in-one process runs them. */
export const createReportingTestApp = async (
  label: string,
  env: Record<string, string>,
): Promise<ReportingTestApp> => {
  const testApp = await createTestApp(
    [
      AccessModule.forRoot({
        jwtSecret: 'a-test-secret-that-is-long-enough-1234',
        operations: [AUTH_OPERATIONS, REPORTING_OPERATIONS],
      }),
      AuditRunnerModule,
      AuthModule,
      ReportingModule,
    ],
    {
      label,
      listen: true,
      migrations: [
        ...AUDIT_RUNNER_MIGRATIONS,
        ...CMS_MIGRATIONS,
        ...AUTH_MIGRATIONS,
        ...REPORTING_MIGRATIONS,
      ],
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
    settleReports: () => testApp.app.get(ReportingReadModels).catchUp(),
    gql: async (bearer, query, variables = {}) => {
      const response = await http()
        .post('/gql')
        .set('authorization', bearer)
        .send({ query, variables });
      return response.body as never;
    },
  };
};

/** AuditRequested events on a new batch stream, as the batches service appends them. */
export const requestCompanyAudits = async (
  store: EventStore,
  companyId: string | null,
  requestedBy: string | null,
  links: { link: string; options?: Partial<AuditOptions> & Record<string, unknown> }[],
  queue: QueueLetter = 'a',
): Promise<{ batchId: string; auditIds: string[] }> => {
  const batchId = randomUUID();
  const requests: AuditRequested[] = links.map(({ link, options }) => ({
    type: 'AuditRequested',
    data: {
      auditId: randomUUID(),
      batchId,
      companyId,
      requestedBy,
      queue,
      options: auditOptionsFor(link, options),
      allowChromiumFlags: false,
    },
  }));
  await store.append(`batch-${batchId}`, requests, 'no-stream', {
    actorUserId: requestedBy,
    correlationId: batchId,
  });
  return { batchId, auditIds: requests.map((r) => r.data.auditId) };
};
