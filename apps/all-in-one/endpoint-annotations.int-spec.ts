import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { listEndpoints, PLATFORM_PUBLIC_ENDPOINTS } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from './app.module';

/**
 * Deny by default only helps if nothing slips through unannotated: boots the whole product and
 * fails on any REST route or GraphQL root field without @Operation or @Public.
 */
describe('every endpoint of the all-in-one product declares who may call it', () => {
  let database: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase('endpoint_annotations');
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url });
    const moduleRef = await Test.createTestingModule({
      imports: [AllInOneModule.register(settings, database.url, false)],
    }).compile();
    app = moduleRef.createNestApplication({ logger: ['error'] });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('finds the routes and fields of every module', () => {
    expect(listEndpoints(app).map((endpoint) => endpoint.label)).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'GET /accounts/users',
        'Query.userMany',
        'GET /health',
        'Query.product',
      ]),
    );
  });

  it('has an annotation on every one of them', () => {
    const unannotated = listEndpoints(app).filter(
      (endpoint) =>
        endpoint.annotation === null && !PLATFORM_PUBLIC_ENDPOINTS.includes(endpoint.key),
    );
    expect(unannotated.map((endpoint) => `${endpoint.label} (${endpoint.key})`)).toEqual([]);
  });
});
