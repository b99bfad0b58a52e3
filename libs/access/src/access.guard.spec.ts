import { Controller, Get, type INestApplication } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule, Query, Resolver } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccessModule } from './access.module';
import { AccessTokens } from './access-tokens';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { listEndpoints } from './endpoints';
import { Operation, Public } from './operation.decorator';
import { PERSONAS } from './personas';
import { anyUser, superAdminOnly } from './rules';

@Controller('demo')
class DemoController {
  @Get('me')
  @Operation('demo.me')
  me(@CurrentUser() user: AuthenticatedUser) {
    return { email: user.email };
  }

  @Get('admin')
  @Operation('demo.admin')
  admin() {
    return { ok: true };
  }

  @Get('open')
  @Public()
  open() {
    return { ok: true };
  }

  @Get('forgotten')
  forgotten() {
    return { ok: true };
  }
}

@Resolver()
class DemoResolver {
  @Query(() => String)
  @Operation('demo.me')
  whoAmI(@CurrentUser() user: AuthenticatedUser): string {
    return user.email;
  }

  @Query(() => String)
  @Operation('demo.admin')
  adminOnly(): string {
    return 'secret';
  }
}

const SECRET = 'test-secret';

describe('AccessGuard (REST and GraphQL)', () => {
  let app: INestApplication;
  const tokens = new AccessTokens(SECRET);
  const bearer = (user: AuthenticatedUser) => `Bearer ${tokens.sign(user)}`;
  const gql = (query: string, authorization?: string) => {
    const call = request(app.getHttpServer()).post('/gql').send({ query });
    return authorization ? call.set('authorization', authorization) : call;
  };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/gql',
          autoSchemaFile: true,
          context: ({ req }: { req: unknown }) => ({ req }),
        }),
        AccessModule.forRoot({
          jwtSecret: SECRET,
          operations: [{ 'demo.me': anyUser, 'demo.admin': superAdminOnly }],
        }),
      ],
      controllers: [DemoController],
      providers: [DemoResolver],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('asks for a login, with a message the UI shows as is, when no token or the word None is sent', async () => {
    const none = await request(app.getHttpServer())
      .get('/demo/me')
      .set('authorization', 'Bearer None');
    expect(none.status).toBe(401);
    expect(none.body.errorMessage).toBe('Please log in to continue.');
    expect((await request(app.getHttpServer()).get('/demo/me')).status).toBe(401);
  });

  it('refuses a forged or expired token as an expired session', async () => {
    const forged = new AccessTokens('another-secret').sign(PERSONAS.superAdmin);
    const response = await request(app.getHttpServer())
      .get('/demo/me')
      .set('authorization', `Bearer ${forged}`);
    expect(response.status).toBe(401);
    expect(response.body.errorMessage).toBe('Your session has expired. Please log in again.');
  });

  it('hands the verified user to the handler and applies the rule', async () => {
    const me = await request(app.getHttpServer())
      .get('/demo/me')
      .set('authorization', bearer(PERSONAS.publisher));
    expect(me.body).toEqual({ email: 'publisher@example.com' });
    const admin = await request(app.getHttpServer())
      .get('/demo/admin')
      .set('authorization', bearer(PERSONAS.publisher));
    expect(admin.status).toBe(403);
    expect(admin.body.errorMessage).toMatch(/does not have access/);
    expect(
      (
        await request(app.getHttpServer())
          .get('/demo/admin')
          .set('authorization', bearer(PERSONAS.superAdmin))
      ).status,
    ).toBe(200);
  });

  it('opens public routes and closes unannotated ones to everyone', async () => {
    expect((await request(app.getHttpServer()).get('/demo/open')).status).toBe(200);
    const forgotten = await request(app.getHttpServer())
      .get('/demo/forgotten')
      .set('authorization', bearer(PERSONAS.superAdmin));
    expect(forgotten.status).toBe(403);
  });

  it('guards GraphQL fields the same way', async () => {
    expect((await gql('{ whoAmI }', bearer(PERSONAS.shareUser))).body.data).toEqual({
      whoAmI: 'share@example.com',
    });
    const denied = await gql('{ adminOnly }', bearer(PERSONAS.shareUser));
    expect(denied.body.errors[0].message).toMatch(/does not have access/);
    expect((await gql('{ whoAmI }')).body.errors[0].message).toBe('Please log in to continue.');
  });

  it('lists every endpoint with its annotation, so a test can find the unannotated ones', () => {
    const unannotated = listEndpoints(app).filter((endpoint) => endpoint.annotation === null);
    expect(unannotated.map((endpoint) => endpoint.label)).toEqual(['GET /demo/forgotten']);
    expect(listEndpoints(app).map((endpoint) => endpoint.label)).toEqual(
      expect.arrayContaining(['GET /demo/me', 'Query.whoAmI', 'Query.adminOnly']),
    );
  });

  it('refuses to start when an endpoint names an operation with no rule', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [AccessModule.forRoot({ operations: [{}] })],
      controllers: [DemoController],
    }).compile();
    const broken = moduleRef.createNestApplication({ logger: false });
    await expect(broken.init()).rejects.toThrow('demo.me');
  });
});
