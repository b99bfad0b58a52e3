import { Module } from '@nestjs/common';
import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import request from 'supertest';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { AdminUiModule } from './admin-ui.module';

/** A type that nests without end, to ask for more depth than the limit allows. */
@ObjectType()
class Nested {
  @Field() name!: string;
  @Field(() => Nested) child!: Nested;
}

@Resolver()
class NestedResolver {
  @Query(() => Nested)
  nested(): Nested {
    const node: Nested = { name: 'n', child: null as unknown as Nested };
    node.child = node;
    return node;
  }
}

@Module({ providers: [NestedResolver] })
class NestedModule {}

/** The security baseline every process gets from the platform: headers and GraphQL limits. */
describe('HTTP and GraphQL surface (real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp([AdminUiModule.register(), NestedModule], { label: 'surface' });
  });
  afterAll(() => t.close());

  const http = () => request(t.app.getHttpServer());

  it.each(['/health', '/gql', '/'])('sends the security headers on %s and does not announce the stack', async (path) => {
    const response = await http().get(path);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps an idle connection open longer than its clients do, so none sends a request on one it is closing', async () => {
    // supertest asks for no keep-alive; the server's own limit is what the hint carries.
    expect(t.app.getHttpServer().keepAliveTimeout).toBe(65_000);
    expect(t.app.getHttpServer().headersTimeout).toBeGreaterThan(65_000);
  });

  it('sends HSTS only to a request that came over TLS through a proxy', async () => {
    const response = await http().get('/health').set('x-forwarded-proto', 'https');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  // Both were server faults before (found by the malformed-input corpus): Postgres stores neither.
  it.each([
    ['a NUL in the path', () => http().get('/health/%00'), 'path: text may not contain the NUL character.'],
    ['half a surrogate pair in a body', () => http().post('/gql').send({ query: '{ product { name } }', variables: { name: '\ud800' } }), 'variables.name: text must be valid Unicode (it holds half of a surrogate pair).'],
  ])('answers text Postgres cannot store (%s) with a 400 naming where it is', async (_case, send, errorMessage) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(response.body.errorMessage).toBe(errorMessage);
  });

  const gql = (query: string) => http().post('/gql').send({ query });

  const aliased = (count: number) =>
    `{ ${Array.from({ length: count }, (_, i) => `a${i}: product { name }`).join(' ')} }`;

  it('refuses a document with 2,000 aliases, and one with 21, before running it', async () => {
    const huge = await gql(aliased(2000));
    expect(huge.body.data).toBeUndefined();
    expect(huge.body.errors[0].message).toMatch(/token limit/i);
    const many = await gql(aliased(21));
    expect(many.body.data).toBeUndefined();
    expect(many.body.errors[0].message).toMatch(/aliases limit/i);
    const allowed = await gql(aliased(20));
    expect(allowed.body.errors).toBeUndefined();
  });

  it('refuses a document nested deeper than the limit', async () => {
    const nest = (depth: number): string => (depth === 0 ? 'name' : `child { ${nest(depth - 1)} }`);
    const deep = await gql(`{ nested { ${nest(12)} } }`);
    expect(deep.body.data).toBeUndefined();
    expect(deep.body.errors[0].message).toMatch(/depth limit/i);
    const shallow = await gql(`{ nested { ${nest(3)} } }`);
    expect(shallow.body).toEqual({ data: { nested: { child: { child: { child: { name: 'n' } } } } } });
  });

  it('does not spell out the schema to a caller guessing at field names', async () => {
    const guess = await gql('{ prodct { name } }');
    expect(guess.body.errors[0].message).not.toContain('product');
  });

  it('refuses a batch of documents in one request', async () => {
    const batched = await http().post('/gql').send([{ query: '{ product { name } }' }, { query: '{ product { name } }' }]);
    expect(batched.status).toBe(400);
  });
});

describe('CORS (real Postgres)', () => {
  const preflight = (t: TestApp, origin: string) =>
    request(t.app.getHttpServer()).options('/gql').set('origin', origin).set('access-control-request-method', 'POST');

  it('answers no cross-origin caller when no origin is configured', async () => {
    const t = await createTestApp([], { label: 'cors_closed' });
    try {
      const response = await preflight(t, 'https://publisher.example');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('lets the configured origins in, and no other', async () => {
    const t = await createTestApp([], { label: 'cors_open', env: { CORS_ORIGINS: 'https://publisher.example, https://network.example' } });
    try {
      const allowed = await preflight(t, 'https://network.example');
      expect(allowed.status).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://network.example');
      const other = await preflight(t, 'https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
