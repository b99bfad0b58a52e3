import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import request from 'supertest';
import { ACCESS_OPTIONS, listEndpoints, openApiDocument, type AccessOptions } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { graphqlCalls, restCalls, type GeneratedCall, type IdPicker } from './test-support/cross-company/generated-calls';
import { startProduct, type RunningProduct } from './test-support/start-product';
import {
  CALLER_KINDS,
  createCompany,
  createObjects,
  MARKER,
  type Company,
  type CompanyObjects,
  type Credentials,
} from './test-support/cross-company/two-companies';

/**
 * Authorization across companies (issue 18 item 5): every REST route and every GraphQL root field
 * the product serves, generated from its own description (so a new one is called without anyone
 * writing a test), is called by each kind of user of company A, and by A's API key, naming company
 * B's objects. None may show B's data (nothing carrying B's marker in any answer) or change it
 * (B's event streams stay at their versions). The same read calls made by B's own owner do show
 * B's data, so the generated calls reach the objects and the check can fail. Every refusal is a
 * caller's error, never a server fault.
 */
describe('company A cannot read or change company B (every endpoint x every kind of caller)', () => {
  let product: RunningProduct;
  let app: INestApplication;
  let a: Company;
  let b: Company;
  let objects: CompanyObjects;
  let calls: GeneratedCall[];
  const outcomes = new Map<string, number>();

  const send = (call: GeneratedCall, credentials: Credentials) => {
    const http = request(app.getHttpServer());
    const pending =
      call.method === 'GET' ? http.get(call.path) : call.method === 'DELETE' ? http.delete(call.path) : call.method === 'PATCH' ? http.patch(call.path) : call.method === 'PUT' ? http.put(call.path) : http.post(call.path);
    return pending.set(credentials).query(call.query ?? {}).send(call.body as object);
  };

  /** The answer as text; files (CSV, PDF, spreadsheets) arrive as bytes. */
  const textOf = (response: request.Response): string =>
    (response.text ?? (Buffer.isBuffer(response.body) ? response.body.toString('latin1') : JSON.stringify(response.body ?? ''))).toLowerCase();

  /** 403, 404, ... or, for GraphQL, the first error's code. */
  const outcomeOf = (call: GeneratedCall, response: request.Response): string => {
    const error = call.kind === 'graphql' ? (response.body?.errors?.[0] as { extensions?: { code?: string } } | undefined) : undefined;
    return error ? `gql ${error.extensions?.code ?? 'error'}` : String(response.status);
  };

  /** Versions of every stream that names one of B's ids (B's users, company, batch, audit, template, key). */
  const streamsOfB = async (): Promise<Record<string, string>> => {
    const ids = [b.id, ...Object.values(b.userIds), ...Object.values(objects)];
    const { rows } = await app.get(EventStore).pool.query<{ stream_id: string; stream_position: string }>(
      'SELECT stream_id, stream_position::text FROM emt_streams WHERE stream_id LIKE ANY($1)',
      [ids.map((id) => `%${id}%`)],
    );
    return Object.fromEntries(rows.map((row) => [row.stream_id, row.stream_position]));
  };

  /** B's ids by what a name says it is: the argument or field name first, then the route or field. */
  const pickerOf = (batchMeans: 'batch' | 'template'): IdPicker => (name, context) => {
    for (const text of [name, context].map((t) => t.toLowerCase())) {
      if (text.includes('user')) return b.userIds.publisher;
      if (text.includes('compan')) return b.id;
      if (text.includes('key')) return objects.apiKeyId;
      if (text.includes('audit')) return objects.auditId;
      if (text.includes('template')) return objects.templateId;
      if (text.includes('batch')) return batchMeans === 'batch' ? objects.batchId : objects.templateId;
    }
    return objects.batchId;
  };

  beforeAll(async () => {
    product = await startProduct('cross_company');
    app = product.app;
    a = await createCompany(app, 'alpha', 'Alpha Ltd');
    b = await createCompany(app, MARKER, `${MARKER} Ltd`);
    objects = await createObjects(app, b);
    const document = openApiDocument(app, 'Tracklight', app.get<AccessOptions>(ACCESS_OPTIONS).registry);
    const schema = app.get(GraphQLSchemaHost).schema;
    const unique = new Map<string, GeneratedCall>();
    for (const batchMeans of ['batch', 'template'] as const) {
      for (const call of [...restCalls(document, pickerOf(batchMeans)), ...graphqlCalls(schema, pickerOf(batchMeans))]) {
        unique.set(JSON.stringify(call), call);
      }
    }
    calls = [...unique.values()];
  }, 120_000);
  afterAll(async () => {
    await product?.close();
  });

  it('generates a call for every REST route and GraphQL root field that has an operation, covering every operation', () => {
    const registry = app.get<AccessOptions>(ACCESS_OPTIONS).registry;
    const guarded = listEndpoints(app).filter((endpoint) => endpoint.annotation?.kind === 'operation');
    const called = new Set(calls.map((call) => call.label));
    expect(guarded.filter((endpoint) => !called.has(endpoint.label)).map((endpoint) => endpoint.label)).toEqual([]);
    const operationsReached = new Set(guarded.map((endpoint) => (endpoint.annotation as { name: string }).name));
    expect(Object.keys(registry).filter((name) => !operationsReached.has(name))).toEqual([]);
  });

  it("shows B's data to B's own owner through the generated read calls (the check below can fail)", async () => {
    const reads = calls.filter((call) => call.method === 'GET' || (call.kind === 'graphql' && (call.body as { query: string }).query.startsWith('query')));
    const seen: string[] = [];
    for (const call of reads) {
      const response = await send(call, b.callers.owner);
      if (textOf(response).includes(MARKER)) seen.push(call.label);
    }
    expect(seen).toEqual(expect.arrayContaining(['GET /batches/:id', 'Query.batchById', 'Query.auditOne', 'GET /accounts/users/:id']));
    console.log(`B's owner sees B's data through ${new Set(seen).size} generated read calls`);
  }, 300_000);

  it.each(CALLER_KINDS)("never shows or changes B's data to A's %s", async (kind) => {
    const before = await streamsOfB();
    const leaks: string[] = [];
    const faults: string[] = [];
    for (const call of calls) {
      const response = await send(call, a.callers[kind]);
      const outcome = outcomeOf(call, response);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (process.env.CROSS_COMPANY_TRACE) console.log(kind, call.label, outcome, JSON.stringify(response.body?.errors?.[0]?.message ?? ''));
      if (textOf(response).includes(MARKER)) leaks.push(`${call.label} (${response.status})`);
      if (response.status >= 500 || outcome === 'gql INTERNAL_SERVER_ERROR') faults.push(`${call.label}: ${outcome}`);
    }
    expect(leaks).toEqual([]);
    // A refusal is the caller's error (4xx, a GraphQL code naming it), never a server fault.
    expect(faults).toEqual([]);
    expect(await streamsOfB()).toEqual(before);
  }, 300_000);

  afterAll(() => {
    const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0);
    console.log(`cross-company calls: ${calls.length} generated x ${CALLER_KINDS.length} kinds of caller = ${total}; answers ${JSON.stringify(Object.fromEntries(outcomes))}`);
  });
});
