import SwaggerParser from '@apidevtools/swagger-parser';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { ACCESS_OPTIONS, listEndpoints, openApiDocument, serveOpenApi, type AccessOptions } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { createTestDatabase, type TestDatabase } from '@tracklight/testing';
import { AllInOneModule } from './app.module';

/** `GET /batches/:id` as OpenAPI writes it: `GET /batches/{id}`. */
const asOpenApiPath = (label: string) => label.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The REST API described (issue 21): every route the product registers, valid OpenAPI 3, served. */
describe('OpenAPI document of the whole product (real Postgres)', () => {
  let database: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase('openapi');
    const settings = loadSettings({ LOG_LEVEL: 'warn', DATABASE_URL: database.url, AUDIT_WORKER: 'false', PRODUCT_NAME: 'Acme Link Audit' });
    app = await NestFactory.create(AllInOneModule.register(settings, database.url), { logger: ['error', 'warn'] });
    serveOpenApi(app, settings.PRODUCT_NAME);
    await app.init();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const document = () => openApiDocument(app, 'Acme Link Audit', app.get<AccessOptions>(ACCESS_OPTIONS).registry);

  it('is a valid OpenAPI document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document()) as never)).resolves.toBeDefined();
  });

  it('lists every REST route the application registers, and no other', () => {
    const routes = listEndpoints(app)
      .map((endpoint) => endpoint.label)
      .filter((label) => /^[A-Z]+ \//.test(label))
      .map(asOpenApiPath)
      .sort();
    const documented = Object.entries(document().paths)
      .flatMap(([path, item]) => Object.keys(item).map((verb) => `${verb.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(routes);
  });

  it('describes each route: who may call it, its failures, and the body or query its schema accepts', () => {
    const paths = document().paths;
    for (const [path, item] of Object.entries(paths)) {
      for (const [verb, operation] of Object.entries(item) as [string, { description?: string; responses: Record<string, unknown> }][]) {
        expect({ route: `${verb} ${path}`, described: Boolean(operation.description) }).toEqual({ route: `${verb} ${path}`, described: true });
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '404', '429']));
      }
    }
    const createKey = paths['/accounts/api-keys'].post as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(createKey.requestBody.content['application/json'].schema.properties)).toEqual(['name', 'scopes', 'expiresAt']);
    const assurance = paths['/client/v1/assurance'].get as { parameters: { name: string; in: string }[]; description: string };
    expect(assurance.parameters).toContainEqual(expect.objectContaining({ name: 'link', in: 'query' }));
    expect(assurance.description).toContain('API keys with the `read` scope may call it.');
  });

  it('serves the document and Swagger UI', async () => {
    const json = await request(app.getHttpServer()).get('/api/openapi.json').expect(200);
    expect(json.body.info.title).toBe('Acme Link Audit API');
    const ui = await request(app.getHttpServer()).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });
});
