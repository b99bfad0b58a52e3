import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import request from 'supertest';
import {
  ACCESS_OPTIONS,
  FEATURE_GRANTS,
  listEndpoints,
  mayReadField,
  openApiDocument,
  PERSONAS,
  restrictedFields,
  type AccessOptions,
  type FieldRestriction,
} from '@tracklight/access';
import { EventStore } from '@tracklight/event-store';
import { HISTORY_FOLDS, type HistoryFold } from '@tracklight/history';
import { graphqlCalls, restCalls, type GeneratedCall, type IdPicker } from './test-support/cross-company/generated-calls';
import { fillRestrictedFields, STAFF_MARKER, type RestrictedObjects } from './test-support/cross-company/restricted-data';
import { parentsAt, restrictedFieldCalls } from './test-support/cross-company/restricted-field-calls';
import { startProduct, type RunningProduct } from './test-support/start-product';
import {
  ADMIN,
  bearer,
  call as callOrThrow,
  CALLER_KINDS,
  createCompany,
  createObjects,
  MARKER,
  type Company,
  type CallerKind,
  type CompanyObjects,
  type Credentials,
} from './test-support/cross-company/two-companies';

/** Who reads restricted fields: A's kinds of caller and the provider's staff (a super admin). */
type FieldCaller = CallerKind | 'staff';

/** What a field's rule looks at: staff are super admins; A's API key acts for the user holding every grant. */
const factsOf = (caller: FieldCaller) =>
  caller === 'staff' ? PERSONAS.superAdmin : { ...PERSONAS.publisher, grants: caller === 'allGrants' || caller === 'apiKey' ? [...FEATURE_GRANTS] : [] };

/** The one caller a rule admits who must be shown the field (so the check can fail). */
const admittedCaller = (restriction: FieldRestriction): FieldCaller => ('grant' in restriction ? 'allGrants' : 'staff');

/**
 * Authorization across companies (issue 18 item 5): every REST route and every GraphQL root field
 * the product serves, generated from its own description (so a new one is called without anyone
 * writing a test), is called by each kind of user of company A, and by A's API key, naming company
 * B's objects. None may show B's data (nothing carrying B's marker in any answer) or change it
 * (B's event streams stay at their versions). The same read calls made by B's own owner do show
 * B's data, so the generated calls reach the objects and the check can fail. Every refusal is a
 * caller's error, never a server fault.
 *
 * Below the root, every field declared restricted (@StaffOnly / @Restricted, libs/access) is asked
 * for alone under every root field that leads to it, on A's own objects, by each caller its rule
 * refuses (null or refused, never the staff-only text) and by one caller it admits (present).
 * The same for the staff-only fields each history fold declares, in the history and snapshots of
 * A's streams.
 */
describe('company A cannot read or change company B (every endpoint x every kind of caller)', () => {
  let product: RunningProduct;
  let app: INestApplication;
  let a: Company;
  let b: Company;
  let objects: CompanyObjects;
  let ownObjects: CompanyObjects & RestrictedObjects;
  let staff: Credentials;
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

  /** A company's ids by what a name says it is: the argument or field name first, then the route or field. */
  const pickerOf =
    (company: Company, owned: CompanyObjects & Partial<RestrictedObjects>, batchMeans: 'batch' | 'template'): IdPicker =>
    (name, context) => {
      for (const text of [name, context].map((t) => t.toLowerCase())) {
        if (owned.advertiserId && text.includes('advertiser')) return owned.advertiserId;
        if (owned.networkId && text.includes('network')) return owned.networkId;
        if (text.includes('user')) return company.userIds.publisher;
        if (text.includes('compan')) return company.id;
        if (text.includes('key')) return owned.apiKeyId;
        if (text.includes('audit')) return owned.auditId;
        if (text.includes('template')) return owned.templateId;
        if (text.includes('batch')) return batchMeans === 'batch' ? owned.batchId : owned.templateId;
      }
      return owned.batchId;
    };

  beforeAll(async () => {
    product = await startProduct('cross_company');
    app = product.app;
    a = await createCompany(app, 'alpha', 'Alpha Ltd');
    b = await createCompany(app, MARKER, `${MARKER} Ltd`);
    objects = await createObjects(app, b);
    const own = await createObjects(app, a, 'alpha-own');
    ownObjects = { ...own, ...(await fillRestrictedFields(app, a, own)) };
    staff = bearer((await callOrThrow(app, 'post', '/auth/login', {}, ADMIN)).tokens.accessToken);
    const document = openApiDocument(app, 'Tracklight', app.get<AccessOptions>(ACCESS_OPTIONS).registry);
    const schema = app.get(GraphQLSchemaHost).schema;
    const unique = new Map<string, GeneratedCall>();
    for (const batchMeans of ['batch', 'template'] as const) {
      for (const call of [...restCalls(document, pickerOf(b, objects, batchMeans)), ...graphqlCalls(schema, pickerOf(b, objects, batchMeans))]) {
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

  it('answers each restricted field below the root only to the callers its rule admits (every declared field x every caller)', async () => {
    const schema = app.get(GraphQLSchemaHost).schema;
    const declared = restrictedFields(schema).map(({ type, field }) => `${type}.${field}`);
    const fieldCalls = restrictedFieldCalls(schema, pickerOf(a, ownObjects, 'batch'));
    const leaks: string[] = [];
    const faults: string[] = [];
    const reachedByRefused = new Set<string>();
    const shownToAdmitted = new Set<string>();
    const checked = { refused: new Set<string>(), admitted: new Set<string>() };
    const answers = new Map<string, number>();
    for (const { restricted, label, path, body } of fieldCalls) {
      const key = `${restricted.type}.${restricted.field}`;
      for (const caller of ['staff', ...CALLER_KINDS] as const) {
        const admitted = mayReadField(factsOf(caller), restricted.restriction);
        if (admitted && caller !== admittedCaller(restricted.restriction)) continue;
        const response = await request(app.getHttpServer())
          .post('/gql')
          .set(caller === 'staff' ? staff : a.callers[caller])
          .send(body);
        checked[admitted ? 'admitted' : 'refused'].add(`${key} ${caller}`);
        const code = (response.body?.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;
        if (response.status >= 500 || code === 'INTERNAL_SERVER_ERROR') faults.push(`${label} as ${caller}: ${response.status} ${code}`);
        const parents = parentsAt(response.body?.data, path);
        const values = parents.map((parent) => parent[restricted.field]).filter((value) => value !== null && value !== undefined);
        const answer = admitted ? (values.length ? 'shown' : 'not there') : code ? `refused ${code}` : parents.length ? 'null' : 'no object';
        answers.set(answer, (answers.get(answer) ?? 0) + 1);
        if (admitted) {
          if (values.length) shownToAdmitted.add(key);
          continue;
        }
        if (parents.length) reachedByRefused.add(key);
        const text = JSON.stringify(response.body ?? '').toLowerCase();
        if (values.length || text.includes(STAFF_MARKER) || text.includes(MARKER)) leaks.push(`${label} to A's ${caller}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(faults).toEqual([]);
    // The caller a rule admits reads every declared field (A's objects hold a value in each:
    // restricted-data.ts), and for every field some refused caller reached the object holding it.
    expect(declared.filter((key) => !shownToAdmitted.has(key))).toEqual([]);
    expect(declared.filter((key) => !reachedByRefused.has(key))).toEqual([]);
    console.log(
      `restricted fields below the root: ${declared.length} declared, reached through ${fieldCalls.length} root paths; ` +
        `${checked.refused.size + checked.admitted.size} field x caller checks (${checked.refused.size} by callers the rule refuses, ` +
        `${checked.admitted.size} by the caller it admits) = ${[...answers.values()].reduce((sum, n) => sum + n, 0)} queries; ` +
        `answers ${JSON.stringify(Object.fromEntries(answers))}`,
    );
  }, 300_000);

  it("keeps each history fold's staff-only fields out of the history and snapshots other callers read", async () => {
    const HISTORY = `query($s: String!, $at: DateTime!) {
      streamHistory(streamId: $s) { entries { changes { field before after } } }
      entityAsOf(streamId: $s, asOf: $at) { fields { field value } } }`;
    const folds = app.get<readonly HistoryFold[]>(HISTORY_FOLDS, { strict: false }).filter((fold) => fold.staffOnlyFields?.length);
    // A fold that declares staff-only fields needs a stream of A's that sets them (restricted-data.ts).
    expect(folds.map((fold) => fold.streamType).filter((type) => !ownObjects.streams[type])).toEqual([]);
    const leaks: string[] = [];
    const reachedByRefused = new Set<string>();
    const shownToStaff = new Set<string>();
    let checks = 0;
    for (const fold of folds) {
      for (const caller of ['staff', ...CALLER_KINDS] as const) {
        const response = await request(app.getHttpServer())
          .post('/gql')
          .set(caller === 'staff' ? staff : a.callers[caller])
          .send({ query: HISTORY, variables: { s: ownObjects.streams[fold.streamType], at: new Date().toISOString() } });
        checks += fold.staffOnlyFields!.length;
        const data = response.body?.data as { streamHistory?: { entries: { changes: { field: string }[] }[] }; entityAsOf?: { fields: { field: string }[] } } | undefined;
        const named = [...(data?.streamHistory?.entries.flatMap((entry) => entry.changes) ?? []), ...(data?.entityAsOf?.fields ?? [])].map((item) => item.field);
        for (const field of fold.staffOnlyFields!) {
          const key = `${fold.streamType}.${field}`;
          if (caller === 'staff') {
            if (named.includes(field)) shownToStaff.add(key);
            continue;
          }
          if (named.length) reachedByRefused.add(key);
          if (named.includes(field) || JSON.stringify(response.body ?? '').toLowerCase().includes(STAFF_MARKER)) leaks.push(`${key} to A's ${caller}`);
        }
      }
    }
    const declared = folds.flatMap((fold) => fold.staffOnlyFields!.map((field) => `${fold.streamType}.${field}`));
    expect(leaks).toEqual([]);
    expect(declared.filter((key) => !shownToStaff.has(key))).toEqual([]);
    expect(declared.filter((key) => !reachedByRefused.has(key))).toEqual([]);
    console.log(`staff-only history fields: ${declared.length} declared x ${CALLER_KINDS.length + 1} callers (A's ${CALLER_KINDS.length} kinds and staff) = ${checks} checks`);
  }, 120_000);

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
