// The sandbox server: ONE node http server on one port, routing on the Host header, so Chromium
// (started with hostResolverRules) can visit network-shaped hosts with no internet and no DNS.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { advertiserRoutes } from './advertisers';
import { cmpRoutes } from './cmps';
import { NXDOMAIN_SUFFIX, PUBLISHER } from './hosts';
import { lateLoadingRoutes } from './late-loading';
import { notFound, page, parseCookies, sendHtml } from './http-util';
import { networkRoutes } from './networks';
import { hopRoutes } from './hop-pages';
import { platformRoutes } from './platform-pages';
import { secondOpinionRoutes } from './second-opinion-sites';
import { thirdPartyRoutes } from './special-pages';
import type { Handler, Sandbox, SandboxRequest, SandboxRequestLog } from './types';

/** Publisher page, so a test or the CLI can click a link with a real Referer. */
const publisherSite: Handler = (req, res) => {
  const to = req.url.searchParams.get('to');
  sendHtml(
    res,
    page(
      'Deals Blog',
      to ? `<a id="go" href="${to.replace(/"/g, '&quot;')}">Get the deal</a>` : '<p>Deals Blog</p>',
    ),
  );
};

export const ROUTES: Record<string, Handler> = {
  ...networkRoutes,
  ...cmpRoutes,
  ...thirdPartyRoutes,
  ...advertiserRoutes,
  ...lateLoadingRoutes,
  ...platformRoutes,
  ...hopRoutes,
  ...secondOpinionRoutes,
  [PUBLISHER]: publisherSite,
};

/**
 * Chromium resolver rules: hosts under nxdomain.test fail DNS (ERR_NAME_NOT_RESOLVED); every
 * other host goes to the sandbox; localhost stays itself (the browser's own endpoints).
 */
export function hostResolverRules(port: number, address = '127.0.0.1'): string {
  return `MAP *.${NXDOMAIN_SUFFIX} ~NOTFOUND, MAP * ${address}:${port}, EXCLUDE localhost`;
}

/**
 * The user a request came through the sandbox's fake proxy as (proxy-form request line), or null
 * when it came directly. A proxied request without credentials gets 407, as a real proxy answers.
 */
function proxyUserOf(raw: IncomingMessage): string | null | 'challenge' {
  if (!/^https?:\/\//.test(raw.url ?? '')) return null;
  const [scheme, encoded] = (raw.headers['proxy-authorization'] ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return 'challenge';
  return Buffer.from(encoded, 'base64').toString('utf8').split(':')[0] ?? '';
}

function hostOf(header: string | undefined): string {
  return (header ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * Starts the sandbox. `port` 0 (default) picks a free port. `logRequests` (default true) keeps
 * every request in `sandbox.requests` for tests; the long-running CLI turns it off. `address`
 * (default 127.0.0.1) is where it listens, and where the resolver rules send the browser: the
 * Docker bridge's address lets audit workers in containers reach it.
 */
export async function startSandbox(
  opts: { port?: number; logRequests?: boolean; address?: string } = {},
): Promise<Sandbox> {
  const address = opts.address ?? '127.0.0.1';
  const logRequests = opts.logRequests ?? true;
  const requests: SandboxRequestLog[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((raw, res: ServerResponse) => {
    const proxyUser = proxyUserOf(raw);
    if (proxyUser === 'challenge') {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="sandbox proxy"' }).end();
      return;
    }
    const host = hostOf(raw.headers.host);
    const url = new URL(raw.url ?? '/', `http://${host || 'unknown.test'}`);
    const req: SandboxRequest = {
      raw,
      method: raw.method ?? 'GET',
      host,
      url,
      cookies: parseCookies(raw.headers.cookie),
      referer: raw.headers.referer ?? null,
      proxyUser,
    };
    if (logRequests)
      requests.push({
        at: Date.now(),
        method: req.method,
        host,
        path: url.pathname + url.search,
        referer: req.referer,
        userAgent: raw.headers['user-agent'] ?? null,
        proxyUser,
      });
    const handler = ROUTES[host];
    const done = (err?: unknown) => {
      if (err && !res.headersSent)
        sendHtml(res, page('Sandbox error', `<pre>${String(err)}</pre>`), 500);
    };
    if (!handler) return notFound(res, `The sandbox has no site for host ${host}`);
    try {
      Promise.resolve(handler(req, res)).catch(done);
    } catch (err) {
      done(err);
    }
  });
  // Track sockets so close() can cut keep-alive and stalled (slow-page) connections at once.
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  // Chromium may probe https:// on the plain port; answer nothing rather than crash the server.
  server.on('clientError', (_err, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, address, () => resolve());
  });
  const listening = server.address();
  const port = typeof listening === 'object' && listening ? listening.port : 0;

  return {
    port,
    url: (host, path = '/') => `http://${host}${path.startsWith('/') ? path : `/${path}`}`,
    hostResolverRules: hostResolverRules(port, address),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
