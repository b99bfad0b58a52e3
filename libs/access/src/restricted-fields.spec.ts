import type { INestApplication } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Field, GraphQLSchemaHost, ObjectType, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import { GraphQLModule } from '@nestjs/graphql';
import { GraphQLObjectType, GraphQLSchema, GraphQLNonNull, GraphQLString } from 'graphql';
import request from 'supertest';
import { AccessModule } from './access.module';
import { AccessTokens } from './access-tokens';
import type { AuthenticatedUser } from './authenticated-user';
import { Operation } from './operation.decorator';
import { PERSONAS } from './personas';
import { guardRestrictedFields, Restricted, restrictedFields, RESTRICTED_TO, StaffOnly } from './restricted-fields';
import { anyUser } from './rules';

@ObjectType('DemoInner')
class DemoInner {
  @Field() label!: string;
  @Field(() => String, { nullable: true }) @StaffOnly() flags!: string | null;
}

@ObjectType('DemoThing')
class DemoThing {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) @StaffOnly() staffNote!: string | null;
  @Field(() => String, { nullable: true }) @Restricted({ grant: 'appAssociations' }) associations!: string | null;
  @Field(() => DemoInner) inner!: DemoInner;
}

@Resolver(() => DemoThing)
class DemoResolver {
  // The resolver hands every caller everything: the gate alone must blank what the rules hide.
  @Query(() => DemoThing)
  @Operation('demo.thing')
  thing(): Omit<DemoThing, 'associations'> {
    return { name: 'thing', staffNote: 'staff text', inner: { label: 'inner', flags: '--flag' } };
  }

  @ResolveField(() => String, { nullable: true })
  @Restricted({ grant: 'appAssociations' })
  associations(): string {
    return 'apple-app-site-association';
  }
}

const SECRET = 'test-secret';
const QUERY = '{ thing { name staffNote associations inner { label flags } } }';

describe('restricted fields (@StaffOnly, @Restricted)', () => {
  let app: INestApplication;
  const tokens = new AccessTokens(SECRET);
  const read = async (user: AuthenticatedUser) => {
    const response = await request(app.getHttpServer()).post('/gql').set('authorization', `Bearer ${tokens.sign(user)}`).send({ query: QUERY });
    expect(response.body.errors).toBeUndefined();
    return response.body.data.thing;
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>({ driver: ApolloDriver, path: '/gql', autoSchemaFile: true, context: ({ req }: { req: unknown }) => ({ req }) }),
        AccessModule.forRoot({ jwtSecret: SECRET, operations: [{ 'demo.thing': anyUser }] }),
      ],
      providers: [DemoResolver],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('lists every declared field from the executable schema, nested types and resolved fields too', () => {
    const listed = restrictedFields(app.get(GraphQLSchemaHost).schema).map(({ type, field, restriction }) => ({ type, field, restriction }));
    expect(listed).toEqual(
      expect.arrayContaining([
        { type: 'DemoThing', field: 'staffNote', restriction: { staffOnly: true } },
        { type: 'DemoThing', field: 'associations', restriction: { grant: 'appAssociations' } },
        { type: 'DemoInner', field: 'flags', restriction: { staffOnly: true } },
      ]),
    );
    expect(listed).toHaveLength(3);
  });

  it('answers null to a caller the rule does not admit, and the value to one it admits', async () => {
    expect(await read(PERSONAS.companyOwner)).toEqual({ name: 'thing', staffNote: null, associations: null, inner: { label: 'inner', flags: null } });
    expect(await read({ ...PERSONAS.publisher, grants: ['appAssociations'] })).toEqual({
      name: 'thing',
      staffNote: null,
      associations: 'apple-app-site-association',
      inner: { label: 'inner', flags: null },
    });
    expect(await read(PERSONAS.superAdmin)).toEqual({
      name: 'thing',
      staffNote: 'staff text',
      associations: 'apple-app-site-association',
      inner: { label: 'inner', flags: '--flag' },
    });
  });

  it('refuses a restricted field that is not nullable', () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { secret: { type: new GraphQLNonNull(GraphQLString), extensions: { [RESTRICTED_TO]: { staffOnly: true } } } },
      }),
    });
    expect(() => guardRestrictedFields(schema)).toThrow('Query.secret is restricted, so it must be nullable');
  });
});
