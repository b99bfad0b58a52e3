import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS_OPTIONS, openApiDocument, SERVICE_TOKEN_HEADER, ServiceTokens, type AccessOptions } from '@tracklight/access';
import { loadSettings } from '@tracklight/config';
import { companyStream } from '@tracklight/contracts';
import { AUTH_UNREACHABLE, RemoteCompanyQuotas } from '@tracklight/platform';
import { AuthInternalModule } from '../../auth-internal.module';
import { createAuthTestApp, createCompany, type AuthTestApp } from '../../test-support/auth-test-app';

const SECRET = 'a-test-secret-that-is-long-enough-1234';

/** What the batches process composes: a client of auth's internal route at `url`. */
const clientOf = (url: string) => new RemoteCompanyQuotas(loadSettings({ AUTH_INTERNAL_URL: url }), 'batches', new ServiceTokens(SECRET));

/**
 * A hop between the client and auth that passes every call on and loses the answers `lose` picks:
 * the call reaches auth and is decided there, and the client sees its connection dropped.
 */
const lossyHop = async (target: string, lose: (call: number) => boolean): Promise<{ url: string; server: Server }> => {
  let calls = 0;
  const server = createServer((req: IncomingMessage, res) => {
    const call = ++calls;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>;
      void fetch(`${target}${req.url}`, { method: req.method, headers, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (lose(call)) return res.socket?.destroy();
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

describe("company quotas over auth's internal route (the batches process's COMPANY_QUOTAS, real Postgres)", () => {
  let t: AuthTestApp;
  let authUrl: string;
  let companyId: string;
  const context = { actorUserId: null, correlationId: 'remote-quota-test' };

  beforeAll(async () => {
    t = await createAuthTestApp('auth_remote_quotas', {}, { listen: true, modules: [AuthInternalModule] });
    authUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    companyId = await createCompany(t, { name: 'Remote Ltd', numMonthlyLinks: 20, maxBatchSize: 10 });
  });
  afterAll(() => t.close());

  const numAudits = async () => (await clientOf(authUrl).quota(companyId))!.numAudits;

  it('reserves, refuses with the same messages, and hands back, each id once', async () => {
    const quotas = clientOf(authUrl);
    await expect(quotas.quota(randomUUID())).resolves.toBeNull();
    await expect(quotas.reserve(companyId, 11, randomUUID(), context)).resolves.toMatchObject({ reserved: false, errorMessage: 'A batch may hold at most 10 links; this one has 11.' });
    const batch = randomUUID();
    await expect(quotas.reserve(companyId, 8, batch, context)).resolves.toMatchObject({ reserved: true, quota: { numAudits: 8, remainingAudits: 12 } });
    await expect(quotas.reserve(companyId, 8, batch, context)).resolves.toMatchObject({ reserved: true, quota: { numAudits: 8 } });
    await quotas.reserve(companyId, 10, randomUUID(), context);
    const refused = await quotas.reserve(companyId, 3, randomUUID(), context);
    expect(refused.reserved === false && refused.errorMessage).toMatch(/^Your company has 2 audits left until \d{4}-\d{2}-\d{2}; this batch needs 3\./);
    await quotas.release(companyId, batch, context);
    await quotas.release(companyId, batch, context);
    expect(await numAudits()).toBe(10);
    // The events are auth's, appended by auth's process, and name who submitted.
    const { events } = await t.store.readStream(companyStream(companyId));
    expect(events.filter((event) => event.type === 'AuditsReserved').map((event) => event.metadata.correlationId)).toEqual(['remote-quota-test', 'remote-quota-test']);
  });

  it('refuses a caller without a service token, and a user with an access token', async () => {
    // Not in the OpenAPI document the gateway routes by, so it never forwards a call here.
    const routes = Object.keys(openApiDocument(t.app, 'auth', t.app.get<AccessOptions>(ACCESS_OPTIONS).registry).paths);
    expect(routes.filter((route) => route.startsWith('/internal'))).toEqual([]);
    const path = `${authUrl}/internal/company-quotas/${companyId}`;
    const anonymous = await fetch(path);
    expect(anonymous.status).toBe(403);
    await expect(anonymous.json()).resolves.toMatchObject({ errorMessage: "This route is for the product's own services only." });
    expect((await fetch(path, { headers: { authorization: await t.adminBearer() } })).status).toBe(403);
    expect((await fetch(path, { headers: { [SERVICE_TOKEN_HEADER]: new ServiceTokens('another-secret-that-is-long-enough-12').sign('batches') } })).status).toBe(403);
    expect((await fetch(path, { headers: { [SERVICE_TOKEN_HEADER]: new ServiceTokens(SECRET).sign('batches') } })).status).toBe(200);
  });

  it('asks again when an answer is lost: the reservation is made once', async () => {
    const before = await numAudits();
    const hop = await lossyHop(authUrl, (call) => call === 1);
    try {
      await expect(clientOf(hop.url).reserve(companyId, 2, randomUUID(), context)).resolves.toMatchObject({ reserved: true, quota: { numAudits: before + 2 } });
    } finally {
      hop.server.close();
    }
    expect(await numAudits()).toBe(before + 2);
  });

  it('gives a reservation up when no answer comes, so no audit stays taken', async () => {
    const before = await numAudits();
    const hop = await lossyHop(authUrl, () => true);
    try {
      await expect(clientOf(hop.url).reserve(companyId, 2, randomUUID(), context)).rejects.toMatchObject({ status: 503, response: { errorMessage: AUTH_UNREACHABLE } });
    } finally {
      hop.server.close();
    }
    expect(await numAudits()).toBe(before);
  });

  it('answers a clear error when auth is not there, and takes nothing', async () => {
    const before = await numAudits();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(clientOf(url).reserve(companyId, 2, randomUUID(), context)).rejects.toMatchObject({ status: 503, response: { errorMessage: AUTH_UNREACHABLE } });
    expect(await numAudits()).toBe(before);
  });
});
