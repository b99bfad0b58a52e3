import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccessModule } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { companyStream } from '@tracklight/contracts';
import { PlatformModule, REMOTE_COMPANY_QUOTAS } from '@tracklight/platform';
import { AUTH_MIGRATIONS, AUTH_PORTS, AuthInternalModule } from '../../../../../services/auth/src';
import { createActiveUser, createAuthTestApp, createCompany, type AuthTestApp } from '../../../../../services/auth/src/test-support/auth-test-app';
import { BATCHES_MIGRATIONS, BATCHES_OPERATIONS, BatchesModule } from '../../../../../services/batches/src';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

/**
 * POST /audit in a batches process as apps/batches/main.ts composes it (auth's read ports, quotas
 * asked of auth's process), beside a real auth process listening on a port, on one database.
 */
describe("a submission in the batches process reserves its audits through auth's process (real Postgres)", () => {
  let auth: AuthTestApp;
  let batches: INestApplication;
  let publisher: string;
  let companyId: string;

  beforeAll(async () => {
    auth = await createAuthTestApp('batches_quota_from_auth', {}, { listen: true, modules: [AuthInternalModule] });
    const authUrl = `http://127.0.0.1:${(auth.app.getHttpServer().address() as AddressInfo).port}`;
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: auth.database.url, AUTH_INTERNAL_URL: authUrl, JWT_SECRET: SECRET });
    const moduleRef = await Test.createTestingModule({
      imports: [
        PlatformModule.forRoot({ settings, databaseUrl: auth.database.url, migrations: [...AUTH_MIGRATIONS, ...BATCHES_MIGRATIONS], writer: 'batches' }),
        AccessModule.forRoot({ jwtSecret: SECRET, operations: [BATCHES_OPERATIONS] }),
        AUTH_PORTS,
        REMOTE_COMPANY_QUOTAS,
        BatchesModule.forRoot(),
      ],
    }).compile();
    batches = moduleRef.createNestApplication({ logger: ['error', 'warn'] });
    await batches.init();
    companyId = await createCompany(auth, { name: 'Publisher Ltd', numMonthlyLinks: 3, maxBatchSize: 2, queues: ['a', 'b', 'c'] });
    publisher = `Bearer ${(await createActiveUser(auth, { email: 'pat@example.com', companyId })).tokens.accessToken}`;
  });
  afterAll(async () => {
    await batches?.close();
    await auth?.close();
  });

  const submit = (links: number) =>
    request(batches.getHttpServer())
      .post('/audit')
      .set('authorization', publisher)
      .send({ batchLinks: Array.from({ length: links }, (_, i) => ({ link: `https://ok.example/${i}` })) });

  it("stores the batch from batches' process and the reservation from auth's", async () => {
    const submitted = await submit(2).expect(201);
    expect(submitted.body).toMatchObject({ numLinks: 2 });
    const { events } = await auth.store.readStream(companyStream(companyId));
    const reserved = events.filter((event) => event.type === 'AuditsReserved');
    expect(reserved.map((event) => event.data)).toEqual([{ links: 2, reservationId: submitted.body.batchId }]);
    // Auth's test process records no writer; the batches process would have named itself.
    expect(reserved.map((event) => event.metadata.writer)).toEqual([undefined]);
    expect((await auth.store.readStream(`batch-${submitted.body.batchId}`)).events[0].metadata.writer).toBe('batches');
  });

  it('answers the quota refusals in the same words', async () => {
    const tooBig = await submit(3).expect(400);
    expect(tooBig.body.errorMessage).toBe('A batch may hold at most 2 links; this one has 3.');
    const exhausted = await submit(2).expect(400);
    expect(exhausted.body.errorMessage).toMatch(/^Your company has 1 audits left until \d{4}-\d{2}-\d{2}; this batch needs 2\./);
  });
});
