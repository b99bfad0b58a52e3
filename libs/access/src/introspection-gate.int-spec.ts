import request from 'supertest';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { AccessModule } from './access.module';
import { AccessTokens } from './access-tokens';
import { INTROSPECTION_LOGIN_REQUIRED } from './introspection-gate.plugin';
import { PERSONAS } from './personas';

/** The schema is read by logged-in callers only; the rest of GraphQL is unaffected. */
describe('introspection gate (real Postgres)', () => {
  let t: TestApp;
  let bearer: string;

  beforeAll(async () => {
    t = await createTestApp([AccessModule.forRoot({ operations: [], jwtSecret: 'a-test-secret-that-is-long-enough-1234' })], {
      label: 'introspection',
    });
    bearer = `Bearer ${t.app.get(AccessTokens).sign(PERSONAS.publisher)}`;
  });
  afterAll(() => t.close());

  const gql = (query: string, authorization?: string) => {
    const call = request(t.app.getHttpServer()).post('/gql');
    return (authorization ? call.set('authorization', authorization) : call).send({ query });
  };

  it.each([
    ['__schema', '{ __schema { queryType { name } } }', undefined],
    ['__type', '{ __type(name: "Query") { name } }', undefined],
    ['a forged token', '{ __schema { queryType { name } } }', 'Bearer not.a.token'],
    ["the logged-out 'None'", '{ __schema { queryType { name } } }', 'Bearer None'],
  ])('refuses an anonymous read of the schema (%s)', async (_case, query, authorization) => {
    const response = await gql(query, authorization);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors[0].message).toBe(INTROSPECTION_LOGIN_REQUIRED);
  });

  it('describes the schema to a logged-in caller, and answers __typename to anyone', async () => {
    const schema = await gql('{ __schema { queryType { name } } }', bearer);
    expect(schema.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const typename = await gql('{ __typename }');
    expect(typename.body).toEqual({ data: { __typename: 'Query' } });
  });
});
