import { randomInt } from 'node:crypto';
import { Controller, Get, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import request from 'supertest';
import { createTestApp, type TestApp } from '@tracklight/testing';
import { AccessModule } from './access.module';
import { AccessTokens } from './access-tokens';
import { API_KEY_VERIFIER, withApiKey, type ApiKeyVerifier } from './api-keys';
import { Operation, Public } from './operation.decorator';
import { PERSONAS } from './personas';
import { anyUser } from './rules';
import { tooManyCalls } from './rate-limit.guard';

@Controller('ping')
class PingController {
  @Get()
  @Public()
  ping() {
    return { pong: true };
  }
}

@Resolver()
class PingResolver {
  @Query(() => Boolean)
  @Operation('test.ping')
  ping() {
    return true;
  }
}

@Controller('keyed')
class KeyedController {
  @Get()
  @Operation('test.keyed')
  keyed() {
    return { ok: true };
  }
}

/** Keys 'key-a' and 'key-b' both act for the publisher (the auth service's verifier is tested there). */
const verifier: ApiKeyVerifier = {
  verify: async (key) => ({ ok: true, user: { ...PERSONAS.publisher, apiKey: { id: key, scopes: ['read'] } } }),
  verifyPublicId: async () => ({ ok: false, reason: 'unknown' }),
};

@Module({ controllers: [PingController, KeyedController], providers: [PingResolver, { provide: API_KEY_VERIFIER, useValue: verifier }] })
class PingModule {}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'a-test-secret-that-is-long-enough-1234';

const appWith = (redisUrl: string | null) =>
  createTestApp([AccessModule.forRoot({ jwtSecret: SECRET, operations: [{ 'test.ping': anyUser, 'test.keyed': withApiKey('read', anyUser) }], rateLimit: { perMinute: 3, redisUrl } }), PingModule], {
    label: 'rate_limit',
  });

/** Rate limits on every route: per address when logged out, per user when logged in, shared through Redis. */
describe('rate limits (real Postgres and Redis)', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('answers 429 with Retry-After and a message in words once a caller is over the limit', async () => {
    const t = await appWith(null);
    apps.push(t);
    const http = () => request(t.app.getHttpServer());
    for (let call = 0; call < 3; call++) await http().get('/ping').expect(200);
    const refused = await http().get('/ping').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errorMessage).toBe(tooManyCalls(Number(refused.headers['retry-after'])));
  });

  it('counts GraphQL operations per user, so another user is not held back', async () => {
    const t = await appWith(null);
    apps.push(t);
    const tokens = t.app.get(AccessTokens);
    const pat = `Bearer ${tokens.sign(PERSONAS.publisher)}`;
    const olive = `Bearer ${tokens.sign(PERSONAS.companyOwner)}`;
    const ping = (bearer: string) => request(t.app.getHttpServer()).post('/gql').set('authorization', bearer).send({ query: '{ ping }' });
    for (let call = 0; call < 3; call++) expect((await ping(pat)).body).toEqual({ data: { ping: true } });
    expect((await ping(pat)).body.errors[0].message).toMatch(/^Too many requests/);
    expect((await ping(olive)).body).toEqual({ data: { ping: true } });
  });

  it('counts each API key on its own, apart from its owner', async () => {
    const t = await appWith(null);
    apps.push(t);
    const call = (key: string) => request(t.app.getHttpServer()).get('/keyed').set('x-api-key', key);
    for (let n = 0; n < 3; n++) await call('key-a').expect(200);
    const refused = await call('key-a').expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await call('key-b').expect(200);
  });

  it('shares the counts between processes through Redis', async () => {
    // Two processes on one Redis: the limit holds across them. A fresh address per run keeps
    // earlier runs' counts (same Redis) out of this one.
    const [a, b] = [await appWith(REDIS_URL), await appWith(REDIS_URL)];
    apps.push(a, b);
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const call = (t: TestApp) => request(t.app.getHttpServer()).get('/ping').set('x-forwarded-for', address);
    a.app.getHttpAdapter().getInstance().set('trust proxy', true);
    b.app.getHttpAdapter().getInstance().set('trust proxy', true);
    await call(a).expect(200);
    await call(b).expect(200);
    await call(a).expect(200);
    await call(b).expect(429);
  });
});
