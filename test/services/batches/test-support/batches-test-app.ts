import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AccessModule } from '@tracklight/access';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { sandboxAuditEnv, startSandbox, type Sandbox } from '../../../sandbox';
import { AUDIT_RUNNER_MIGRATIONS, AuditRunnerModule } from '../../../../services/audit-runner/src/audit-runner.module';
import { CMS_MIGRATIONS, CMS_PORTS } from '../../../../services/cms/src';
import { AUTH_MIGRATIONS, AUTH_OPERATIONS, AUTH_PORTS, AUTH_QUOTAS, AuthModule } from '../../../../services/auth/src';
import { BatchesModule, type BatchesModuleOptions } from '../../../../services/batches/src/batches.module';
import { BATCHES_OPERATIONS } from '../../../../services/batches/src/batches.operations';
import { BATCHES_MIGRATIONS } from '../../../../services/batches/src/migrations';

export const ADMIN = { username: 'admin@example.com', password: 'admin-password-1' };

export interface BatchesTestApp {
  t: TestApp;
  sandbox: Sandbox;
  http: () => request.Agent;
  /** Bearer tokens of the super admin and of a publisher of `companyId`. */
  admin: string;
  publisher: string;
  companyId: string;
  login(username: string, password: string): Promise<string>;
  /** Polls GET /batches/{id} as the super admin until the batch is done. */
  waitDone(batchId: string, ms: number): Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

export interface PublisherSetup {
  numMonthlyLinks: number;
  maxBatchSize: number;
  grants?: string[];
}

/**
 * The batches service with auth and the audit runner on the sandbox world, listening; a
 * publisher company and user created through the real API.
 */
export const startBatchesTestApp = async (
  label: string,
  publisherSetup: PublisherSetup,
  options: BatchesModuleOptions = {},
  env: Record<string, string> = {},
): Promise<BatchesTestApp> => {
  const sandbox = await startSandbox({ port: 0 });
  const dataDir = mkdtempSync(join(tmpdir(), `tracklight-${label}-`));
  const t = await createTestApp(
    [
      AccessModule.forRoot({ jwtSecret: 'a-test-secret-that-is-long-enough-1234', operations: [AUTH_OPERATIONS, BATCHES_OPERATIONS] }),
      AuthModule,
      AUTH_PORTS,
      AUTH_QUOTAS,
      CMS_PORTS,
      AuditRunnerModule,
      BatchesModule.forRoot(options),
    ],
    {
      label,
      listen: true,
      migrations: [...AUDIT_RUNNER_MIGRATIONS, ...CMS_MIGRATIONS, ...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS],
      env: {
        ADMIN_EMAIL: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ...sandboxAuditEnv(sandbox, { DATA_DIR: dataDir, AUDIT_CONCURRENCY: '2' }),
        ...env,
      },
    },
  );
  const http = () => request(t.app.getHttpServer()) as unknown as request.Agent;
  const login = async (username: string, password: string) => {
    const response = await http().post('/auth/login').send({ username, password }).expect(200);
    return `Bearer ${response.body.tokens.accessToken}`;
  };
  const admin = await login(ADMIN.username, ADMIN.password);
  const company = await http()
    .post('/accounts/companies')
    .set('authorization', admin)
    .send({ name: 'Publisher Ltd', numMonthlyLinks: publisherSetup.numMonthlyLinks, maxBatchSize: publisherSetup.maxBatchSize, queues: ['a', 'b', 'c'] })
    .expect(201);
  const companyId: string = company.body.id;
  await http()
    .post('/accounts/users')
    .set('authorization', admin)
    .send({ name: 'Pat', email: 'pat@example.com', companyId, password: 'temporary-pass-1', grants: publisherSetup.grants ?? [] })
    .expect(201);
  await http()
    .post('/auth/setup')
    .send({ username: 'pat@example.com', password: 'temporary-pass-1', newPassword: 'chosen-password-1' })
    .expect(200);
  const publisher = await login('pat@example.com', 'chosen-password-1');
  const waitDone = async (batchId: string, ms: number) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const batch = (await http().get(`/batches/${batchId}`).set('authorization', admin).expect(200)).body;
      if (batch.isDone) return batch;
      if (Date.now() > deadline) throw new Error(`batch not done: ${JSON.stringify(batch).slice(0, 500)}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  };
  const close = async () => {
    await t.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { t, sandbox, http, admin, publisher, companyId, login, waitDone, close };
};
