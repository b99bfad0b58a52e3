// The egress proxy in real Chromium (issue 18): pages on a "public" host try every way into an
// internal listener on loopback — HTTP redirect, meta refresh, script navigation, image, iframe,
// fetch, WebSocket, service worker, localhost, and a name whose DNS answer turns private after the
// first query (rebinding). The internal listener must see zero connections.
// The public host is a stand-in server on loopback, reached only because the resolver rules name it
// (the sandbox's explicit internal target); the connector passes loopback connections through
// untouched, so a proxy that let one out would really reach the internal listener.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { auditOptionsFor } from '@tracklight/contracts';
import { AddressGuard } from './address-guard';
import { AuditBrowser } from './audit-browser';
import { HostResolverMapper } from './host-resolver-rules';
import { startRebindingDns, type RebindingDns } from './test-support/rebinding-dns';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** What the rebinding name first resolves to; the connector stands the public server in for it. */
const PUBLIC_ADDRESS = '93.184.216.34';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function html(body: string): string {
  return `<!doctype html><html><head><title>public</title></head><body>${body}</body></html>`;
}

describe('Egress proxy: no audit reaches an internal address', () => {
  let internal: Server;
  let internalPort: number;
  let internalConnections = 0;
  let publicServer: Server;
  let publicPort: number;
  const publicPaths: string[] = [];
  let dnsServer: RebindingDns;
  let browser: AuditBrowser;

  beforeAll(async () => {
    internal = createServer((_request, response) => response.end('internal secret'));
    internal.on('connection', () => (internalConnections += 1));
    internalPort = await listen(internal);
    const loop = `127.0.0.1:${internalPort}`;
    const pages: Record<string, () => [number, Record<string, string>, string]> = {
      '/redirect-3xx': () => [302, { location: `http://${loop}/from-3xx` }, ''],
      '/redirect-localhost': () => [302, { location: `http://localhost:${internalPort}/` }, ''],
      '/redirect-hex': () => [302, { location: `http://0x7f000001:${internalPort}/` }, ''],
      '/meta-refresh': () => [
        200,
        {},
        html(`<meta http-equiv="refresh" content="0;url=http://${loop}/meta">`),
      ],
      '/js-redirect': () => [200, {}, html(`<script>location.href='http://${loop}/js'</script>`)],
      '/subresources': () => [
        200,
        {},
        html(`<img src="http://${loop}/img"><img src="http://[::ffff:127.0.0.1]:${internalPort}/v6">
          <iframe src="http://localhost:${internalPort}/frame"></iframe>
          <img src="http://loop.test:${internalPort}/named-img">
          <iframe src="http://loop.test:${internalPort}/named-frame"></iframe>
          <script>
            fetch('http://${loop}/fetch', { mode: 'no-cors' }).catch(() => {});
            fetch('http://loop.test:${internalPort}/named-fetch', { mode: 'no-cors' }).catch(() => {});
            try { new WebSocket('ws://${loop}/ws'); } catch (e) {}
            try { new WebSocket('ws://loop.test:${internalPort}/named-ws'); } catch (e) {}
            navigator.serviceWorker && navigator.serviceWorker.register('/sw.js').catch(() => {});
          </script>`),
      ],
      '/sw.js': () => [
        200,
        { 'content-type': 'text/javascript' },
        `self.addEventListener('install', () => fetch('http://${loop}/sw'));`,
      ],
      // Served at the rebinding name: by the time these ask again, its DNS answer is 127.0.0.1.
      '/rebind': () => [
        200,
        {},
        html(`<img src="/rebind-image"><script>fetch('/rebind-fetch');
          setTimeout(() => { location.href = '/rebind-again'; }, 200);</script>`),
      ],
    };
    publicServer = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      publicPaths.push(path);
      const page = pages[path];
      const [status, headers, body] = page ? page() : [200, {}, html('ok')];
      response.writeHead(status, { 'content-type': 'text/html', ...headers });
      response.end(body);
    });
    publicPort = await listen(publicServer);
    // rebind.test: public, then loopback; loop.test: loopback (reached only by name, so only the
    // egress proxy can refuse it; literal loopback URLs are also refused inside Chromium).
    dnsServer = await startRebindingDns({
      'rebind.test': [PUBLIC_ADDRESS, '127.0.0.1'],
      'loop.test': ['127.0.0.1'],
    });
    const mapper = new HostResolverMapper(`MAP public.test 127.0.0.1:${publicPort}`);
    browser = new AuditBrowser(
      {
        chromiumPath: CHROMIUM,
        hostResolverRules: `MAP public.test 127.0.0.1:${publicPort}`,
        allowPrivateNetworks: true,
        screenshotDir: null,
        auditTimeoutMs: 90_000,
        // Long enough to watch a page that moves on by itself after load (meta refresh, script).
        cmpWaitMs: 800,
      },
      {
        createGuard: () =>
          new AddressGuard(mapper, dnsServer.lookup, { trustMappedTargets: true }),
        // The outside world: the public address is the stand-in; everything else (loopback
        // included) is connected for real.
        connect: (target): Socket =>
          target.address === PUBLIC_ADDRESS
            ? connect(publicPort, '127.0.0.1')
            : connect(target.port, target.address),
      },
    );
    await browser.warmUp();
  });

  afterAll(async () => {
    await browser?.close();
    await dnsServer?.close();
    await new Promise((resolve) => internal?.close(resolve));
    await new Promise((resolve) => publicServer?.close(resolve));
  });

  // Audits on a loaded 2-core machine can take tens of seconds each.
  jest.setTimeout(200_000);

  afterEach(() => expect(internalConnections).toBe(0));

  it.each(['redirect-3xx', 'redirect-localhost', 'redirect-hex'])(
    'a public page whose %s leads to loopback is stopped, with nothing observed there',
    async (page) => {
      const evidence = await browser.observeAudit(auditOptionsFor(`http://public.test/${page}`));
      expect(publicPaths).toContain(`/${page}`);
      expect(evidence.failure?.kind).toBe('blocked-address');
      expect(evidence.stages).toEqual([]);
    },
  );

  // Chromium's own Local Network Access check may stop these before they reach the proxy (the page
  // then stays where it is); either way nothing is observed at loopback.
  it.each(['meta-refresh', 'js-redirect'])(
    'a public page whose %s leads to loopback is stopped or stays public',
    async (page) => {
      const evidence = await browser.observeAudit(auditOptionsFor(`http://public.test/${page}`));
      expect(publicPaths).toContain(`/${page}`);
      expect([undefined, 'blocked-address']).toContain(evidence.failure?.kind);
      const observedAt = evidence.stages.filter((stage) => stage.observed).map((stage) => stage.url);
      expect(observedAt.filter((url) => !url.startsWith('http://public.test/'))).toEqual([]);
    },
  );

  it('image, iframe, fetch, WebSocket and service worker aimed at loopback never reach it', async () => {
    const evidence = await browser.observeAudit(auditOptionsFor('http://public.test/subresources'));
    expect(evidence.failure).toBeNull();
    expect(evidence.stages[0]?.observed).toBe(true);
    expect(publicPaths).toContain('/subresources');
    // The names reached the proxy (asked the DNS) and were refused there.
    expect(dnsServer.queries.get('loop.test')).toBeGreaterThanOrEqual(1);
  });

  it('a link straight to loopback or localhost is refused before the browser starts', async () => {
    for (const link of [`http://127.0.0.1:${internalPort}/`, `http://localhost:${internalPort}/`]) {
      const evidence = await browser.observeAudit(auditOptionsFor(link));
      expect(evidence.failure?.kind).toBe('blocked-address');
    }
  });

  it('DNS rebinding: the name is resolved once and every connection goes to that address', async () => {
    const link = `http://rebind.test:${internalPort}/rebind`;
    const evidence = await browser.observeAudit(auditOptionsFor(link));
    expect(evidence.failure).toBeNull();
    // The page, its image and fetch, and the later navigation all reached the judged address...
    expect(publicPaths).toEqual(
      expect.arrayContaining(['/rebind', '/rebind-image', '/rebind-fetch', '/rebind-again']),
    );
    // ...after one query, though the name now answers loopback (a second lookup would get it).
    expect(dnsServer.queries.get('rebind.test')).toBe(1);
    await expect(dnsServer.lookup('rebind.test')).resolves.toEqual(['127.0.0.1']);
  });

  it('a name that answers private from the start is refused', async () => {
    const fresh = await startRebindingDns({ 'inside.test': ['10.1.2.3'] });
    const guarded = new AuditBrowser(
      { chromiumPath: CHROMIUM, screenshotDir: null, auditTimeoutMs: 10_000 },
      { createGuard: () => new AddressGuard(null, fresh.lookup) },
    );
    try {
      const evidence = await guarded.observeAudit(auditOptionsFor('http://inside.test/'));
      expect(evidence.failure?.kind).toBe('blocked-address');
      expect(evidence.failure?.message).toContain('10.1.2.3');
    } finally {
      await guarded.close();
      await fresh.close();
    }
  });
});
