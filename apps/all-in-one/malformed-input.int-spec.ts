import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import request from 'supertest';
import { ACCESS_OPTIONS, openApiDocument, type AccessOptions } from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { startProduct, type RunningProduct } from './test-support/start-product';
import { graphqlOperation, restCalls, type GeneratedCall, type IdPicker } from './test-support/cross-company/generated-calls';
import { ADMIN, createCompany, createObjects, type CompanyObjects, type Credentials } from './test-support/cross-company/two-companies';
import { badBody, badValue, graphqlValueOf, rawBody, unicodeEdge, type RawBody } from './test-support/malformed/bad-inputs';

/**
 * At least this many generated inputs in all, spread evenly over the write routes and mutations
 * (MALFORMED_INPUTS sets another number, e.g. a longer nightly run).
 */
const TOTAL_INPUTS = Number(process.env.MALFORMED_INPUTS ?? 10_000);

/** A call left unanswered this long counts as a hang (a crash by another name). */
const ANSWER_WITHIN = { response: 10_000, deadline: 20_000 };

/** No shrinking: a counterexample is reported as found, so a failing run stays within CI time. */
const runs = (numRuns: number) => ({ numRuns, endOnFailure: true });

type Input =
  | { kind: 'json'; method: string; path: string; body: unknown }
  | { kind: 'raw'; method: string; path: string; raw: RawBody }
  | { kind: 'graphql'; query: string; variables: unknown };

/**
 * Malformed input (issue 18 item 6): fast-check sends at least 10,000 generated bad inputs to
 * every write route (REST, from the OpenAPI document) and every GraphQL mutation (from the
 * schema), as a super admin (past every rule, so validation is what answers) and as a company
 * owner. No answer may be a server fault (>= 500, or a GraphQL INTERNAL_SERVER_ERROR), and a refused
 * call writes nothing: the event log's head (every stream's version) is where it was.
 */
describe('malformed input to every write route and mutation', () => {
  let product: RunningProduct;
  let app: INestApplication;
  let callers: Credentials[];
  let objects: CompanyObjects;
  let restTargets: GeneratedCall[];
  let mutations: GraphQLField<unknown, unknown>[];
  let ids: IdPicker;
  const statuses = new Map<string, number>();
  let sent = 0;

  const eventLogHead = async () =>
    (await app.get(EventStore).pool.query<{ head: string | null }>('SELECT max(global_position)::text AS head FROM emt_messages')).rows[0].head;

  beforeAll(async () => {
    // The default per-caller limit would answer 429 long before 10,000 inputs reach validation.
    product = await startProduct('malformed_input', { LOG_LEVEL: 'fatal', RATE_LIMIT_PER_MINUTE: '1000000' });
    app = product.app;
    const company = await createCompany(app, 'fuzz', 'Fuzz Ltd');
    objects = await createObjects(app, company);
    const admin = await request(app.getHttpServer()).post('/auth/login').send(ADMIN);
    callers = [{ authorization: `Bearer ${admin.body.tokens.accessToken}` }, company.callers.owner];
    ids = (name, context) => {
      const text = `${name} ${context}`.toLowerCase();
      if (text.includes('user')) return company.userIds.publisher;
      if (text.includes('compan')) return company.id;
      if (text.includes('key')) return objects.apiKeyId;
      if (text.includes('audit')) return objects.auditId;
      if (text.includes('template')) return objects.templateId;
      return objects.batchId;
    };
    const document = openApiDocument(app, 'Tracklight', app.get<AccessOptions>(ACCESS_OPTIONS).registry);
    restTargets = restCalls(document, ids).filter((call) => call.method !== 'GET');
    mutations = Object.values(app.get(GraphQLSchemaHost).schema.getMutationType()?.getFields() ?? {});
    head = await eventLogHead();
  }, 120_000);
  afterAll(async () => {
    const faults = [...statuses].filter(([status]) => status === 'gql INTERNAL_SERVER_ERROR' || Number(status) >= 500);
    console.log(
      `malformed inputs sent: ${sent} to ${restTargets.length} write routes and ${mutations.length} mutations; answers ${JSON.stringify(Object.fromEntries(statuses))}; server faults ${faults.length}`,
    );
    await product?.close();
  });

  const perTarget = () => Math.ceil(TOTAL_INPUTS / (restTargets.length + mutations.length));

  /** The event log's head after the last call: calls run one at a time, so it is the head before the next. */
  let head: string | null = null;

  /** Sends one input; fails on a server fault, or on a refused call that appended any event. */
  const check = async (input: Input, caller: Credentials) => {
    const http = request(app.getHttpServer());
    let response: request.Response;
    if (input.kind === 'graphql') {
      response = await http.post('/gql').timeout(ANSWER_WITHIN).set(caller).send({ query: input.query, variables: input.variables });
    } else {
      const method = input.method.toLowerCase() as 'post' | 'patch' | 'put' | 'delete';
      const pending = http[method](input.path).timeout(ANSWER_WITHIN).set(caller);
      // Bodies go as JSON text: a bare number, string or null is a body too.
      const [contentType, bytes] = input.kind === 'raw' ? [input.raw.contentType, input.raw.bytes] : ['application/json', JSON.stringify(input.body) ?? ''];
      response = await pending.set('content-type', contentType).send(bytes);
    }
    sent += 1;
    const error = response.body?.errors?.[0] as { extensions?: { code?: string } } | undefined;
    const outcome = error ? `gql ${error.extensions?.code ?? 'error'}` : String(response.status);
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
    const before = head;
    // Read before judging, so a failure here is not blamed on the next call too.
    head = await eventLogHead();
    if (response.status >= 500 || outcome === 'gql INTERNAL_SERVER_ERROR') {
      throw new Error(`server fault ${outcome}: ${response.text?.slice(0, 300)}`);
    }
    const refused = response.status >= 400 || (error !== undefined && !Object.values(response.body?.data ?? {}).some((value) => value !== null));
    if (refused && head !== before) throw new Error(`a refused call (${outcome}) wrote events: ${response.text?.slice(0, 300)}`);
  };

  const caller = () => fc.constantFrom(...callers);

  it('answers every write route with a client error or success, never a fault, and writes nothing when it refuses', async () => {
    for (const target of restTargets) {
      const paths = fc.oneof(
        { weight: 4, arbitrary: fc.constant(target.path) },
        // A path parameter that is no id at all (unicode, traversal, empty).
        { weight: 1, arbitrary: unicodeEdge.map((segment) => target.path.replace(/[0-9a-f-]{36}/, encodeURIComponent(Buffer.from(segment).toString('utf8')) || '%20')) },
      );
      const input: fc.Arbitrary<Input> = fc.oneof(
        { weight: 3, arbitrary: fc.tuple(paths, badBody(target.body)).map(([path, body]): Input => ({ kind: 'json', method: target.method, path, body })) },
        { weight: 1, arbitrary: fc.tuple(paths, rawBody).map(([path, raw]): Input => ({ kind: 'raw', method: target.method, path, raw })) },
      );
      if (process.env.FUZZ_TRACE) process.stderr.write(`${target.label}: ${sent}\n`);
      await fc.assert(fc.asyncProperty(input, caller(), check), runs(perTarget()));
    }
  }, 600_000);

  it('answers every mutation with a GraphQL client error or data, never a fault, and writes nothing when it refuses', async () => {
    for (const field of mutations) {
      const { query, variables } = graphqlOperation('Mutation', field, ids);
      const declared = field.args.filter((arg) => arg.name in variables);
      const typed = fc.record(Object.fromEntries(declared.map((arg) => [arg.name, graphqlValueOf(arg.type)])));
      const wrongTyped = declared.length
        ? fc.tuple(fc.constantFrom(...declared), badValue).map(([arg, value]) => ({ ...variables, [arg.name]: value }))
        : fc.constant(variables);
      const input = fc.oneof(typed, wrongTyped).map((vars): Input => ({ kind: 'graphql', query, variables: vars }));
      if (process.env.FUZZ_TRACE) process.stderr.write(`Mutation.${field.name}: ${sent}\n`);
      await fc.assert(fc.asyncProperty(input, caller(), check), runs(perTarget()));
    }
  }, 600_000);

  it('is still up after all of it', async () => {
    await request(app.getHttpServer()).get('/health/live').expect(200);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_INPUTS);
  });
});
