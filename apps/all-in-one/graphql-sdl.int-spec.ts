import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from './app.module';
import { graphqlSdl } from './graphql-sdl';

/** The schema file written at build (issue 21) is the schema the running product serves at /gql. */
describe('GraphQL schema file (real Postgres)', () => {
  let database: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase('graphql_sdl');
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url, AUDIT_WORKER: 'false' });
    app = await NestFactory.create(AllInOneModule.register(settings, database.url), { logger: ['error', 'warn'] });
    await app.init();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('equals the served schema, type for type, built without starting the product', async () => {
    const served = printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema));
    const file = await graphqlSdl(AllInOneModule.register(loadSettings({ AUDIT_WORKER: 'false' }), 'postgres://unused'));
    expect(file).toContain('streamHistory(');
    expect(file).toContain('whitelistingRequestCreate(');
    expect(file).toBe(served);
  });
});
