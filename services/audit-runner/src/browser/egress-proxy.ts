// The audit browser's only way out (after Stripe's Smokescreen): a forward proxy inside the worker
// process that every Chromium connection goes through (documents, redirects, subresources,
// workers, WebSockets). For each host it asks the audit's AddressGuard, which resolves the name
// once and judges the address; the proxy then connects to THAT address, so there is no second
// lookup a rebinding DNS server could answer differently. HTTPS and WebSockets arrive as CONNECT
// (Chromium tunnels both through an HTTP proxy), plain HTTP as absolute-URI requests.
//
// Written here rather than taken from proxy-chain (3.0.1): its per-request hooks can swap the DNS
// lookup but not the port, and the sandbox's resolver rules send every host and port to one
// loopback port; it also could not tell the audit which host it refused and why.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect as netConnect, type AddressInfo, type Socket } from 'node:net';
import { connect as tlsConnect, TLSSocket } from 'node:tls';
import type { AddressGuard } from './address-guard';
import type { ResolvedProxy } from './launch-options';

export interface EgressTarget {
  address: string;
  port: number;
}

/** Opens the TCP connection to a judged address; tests stand in for the outside world here. */
export type Connector = (target: EgressTarget) => Socket;

export type EgressFailureKind = 'blocked-address' | 'dns' | 'connection';

export interface EgressFailure {
  host: string;
  port: number;
  kind: EgressFailureKind;
  detail: string;
}

export interface EgressProxyOptions {
  /** Judges every host; null refuses everything (the browser-wide proxy outside audit contexts). */
  guard: AddressGuard | null;
  /** The audit's configured proxy (country, residential, AUDIT_PROXY_URL), chained behind this one. */
  upstream?: ResolvedProxy | null;
  connect?: Connector;
}

const CONNECT_TIMEOUT_MS = 15_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/** host:port of a CONNECT request, IPv6 literals in brackets. */
function parseAuthority(authority: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(authority);
  if (!match) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

function whenConnected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('connection timed out'));
    }, CONNECT_TIMEOUT_MS);
    const done = (error?: Error) => {
      clearTimeout(timer);
      socket.off('error', done);
      if (error) reject(error);
      else resolve(socket);
    };
    socket.once('error', done);
    socket.once(socket instanceof TLSSocket ? 'secureConnect' : 'connect', () => done());
  });
}

const defaultConnector: Connector = (target) => netConnect({ host: target.address, port: target.port });

type Route = { target: EgressTarget } | { upstream: ResolvedProxy } | EgressFailure;

export class EgressProxy {
  /** Every refused or failed connection, oldest first (the audit names them in its failure). */
  readonly failures: EgressFailure[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly connector: Connector;

  constructor(private readonly options: EgressProxyOptions) {
    this.connector = options.connect ?? defaultConnector;
    this.server = createServer((request, response) => void this.forward(request, response));
    this.server.on('connect', (request: IncomingMessage, socket: Socket, head: Buffer) => {
      void this.tunnel(request, socket, head);
    });
    // Chromium sends WebSockets through CONNECT; an absolute-URI upgrade is no browser's request.
    this.server.on('upgrade', (_request, socket: Socket) => socket.destroy());
    this.server.on('connection', (socket: Socket) => this.track(socket));
    this.server.on('clientError', (_error, socket) => socket.destroy());
  }

  /** Listens on a loopback port and returns the URL to hand Chromium. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The last refusal or failure for a host, if any. */
  failureFor(host: string): EgressFailure | null {
    const key = host.toLowerCase().replace(/^\[|\]$/g, '');
    for (let i = this.failures.length - 1; i >= 0; i--) {
      if (this.failures[i].host === key) return this.failures[i];
    }
    return null;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private fail(host: string, port: number, kind: EgressFailureKind, detail: string): EgressFailure {
    const failure = { host: host.toLowerCase(), port, kind, detail };
    this.failures.push(failure);
    return failure;
  }

  /** Resolves once, judges, and says where to connect, or why not. */
  private async route(host: string, port: number): Promise<Route> {
    const { guard, upstream } = this.options;
    if (!guard) return this.fail(host, port, 'blocked-address', 'no audit is running');
    const verdict = await guard.checkHost(host).catch(() => null);
    if (!verdict) return this.fail(host, port, 'dns', 'the name could not be resolved');
    if (verdict.blocked) {
      return this.fail(host, port, 'blocked-address', `${verdict.reason} address (${verdict.address})`);
    }
    // Mapped names too (the sandbox's): its fake country and residential proxies must see them.
    if (upstream) {
      // The upstream resolves the name itself (it may be in another country); what it reaches is
      // its network's business, and a name that resolves here to an internal address never leaves.
      if (!/^https?:$/.test(new URL(upstream.server).protocol)) {
        return this.fail(host, port, 'connection', 'the configured proxy is not an http(s) proxy');
      }
      return { upstream };
    }
    if (!verdict.address) return this.fail(host, port, 'dns', 'the name does not resolve');
    return { target: { address: verdict.address, port: verdict.port ?? port } };
  }

  private open(target: EgressTarget): Promise<Socket> {
    return whenConnected(this.connector(target));
  }

  /** A socket to the upstream proxy (TLS for an https:// one). */
  private dialUpstream(upstream: ResolvedProxy): Socket {
    const url = new URL(upstream.server);
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const endpoint = this.options.guard?.configuredEndpoint(host, port) ?? { host, port };
    return url.protocol === 'https:'
      ? tlsConnect({ ...endpoint, servername: host })
      : netConnect(endpoint);
  }

  private upstreamAuthorization(upstream: ResolvedProxy): Record<string, string> {
    if (!upstream.username) return {};
    const token = Buffer.from(`${upstream.username}:${upstream.password ?? ''}`).toString('base64');
    return { 'proxy-authorization': `Basic ${token}` };
  }

  /** CONNECT host:port through the upstream proxy; resolves with the open tunnel. */
  private async tunnelViaUpstream(upstream: ResolvedProxy, host: string, port: number): Promise<Socket> {
    const socket = await whenConnected(this.dialUpstream(upstream));
    const authority = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
    const auth = this.upstreamAuthorization(upstream);
    const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`];
    for (const [name, value] of Object.entries(auth)) lines.push(`${name}: ${value}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    return new Promise((resolve, reject) => {
      let buffered = Buffer.alloc(0);
      const onData = (chunk: Buffer) => {
        buffered = Buffer.concat([buffered, chunk]);
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buffered.length > 16_384) finish(new Error('upstream proxy answer too long'));
          return;
        }
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(buffered.subarray(0, end).toString('latin1'));
        if (status?.[1] !== '200') return finish(new Error(`upstream proxy answered ${status?.[1] ?? '?'}`));
        const rest = buffered.subarray(end + 4);
        finish();
        if (rest.length > 0) socket.unshift(rest);
      };
      const finish = (error?: Error) => {
        socket.off('data', onData);
        socket.off('error', finish);
        if (error) {
          socket.destroy();
          reject(error);
        } else resolve(socket);
      };
      socket.on('data', onData);
      socket.once('error', finish);
    });
  }

  private async tunnel(request: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    const authority = parseAuthority(request.url ?? '');
    if (!authority) {
      client.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const route = await this.route(authority.host, authority.port);
    if ('kind' in route) {
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let server: Socket;
    try {
      server =
        'target' in route
          ? await this.open(route.target)
          : await this.tunnelViaUpstream(route.upstream, authority.host, authority.port);
    } catch (error) {
      this.fail(authority.host, authority.port, 'connection', (error as Error).message);
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (client.destroyed) {
      server.destroy();
      return;
    }
    this.track(server);
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) server.write(head);
    server.pipe(client);
    client.pipe(server);
    server.on('close', () => client.destroy());
    client.on('close', () => server.destroy());
  }

  private async forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (url.protocol !== 'http:') {
      response.writeHead(400).end();
      return;
    }
    const port = Number(url.port) || 80;
    const route = await this.route(url.hostname, port);
    // A refused request gets no answer at all: the browser sees a failed load (never a page it
    // could screenshot), and the audit names the refusal from `failures`.
    if ('kind' in route) {
      request.socket.destroy();
      return;
    }
    const headers = endToEnd(request.headers);
    const outgoing =
      'target' in route
        ? httpRequest({
            method: request.method,
            path: `${url.pathname}${url.search}`,
            headers,
            setHost: false,
            createConnection: () => this.connector(route.target),
            timeout: CONNECT_TIMEOUT_MS,
          })
        : httpRequest({
            method: request.method,
            path: url.href,
            headers: { ...headers, ...this.upstreamAuthorization(route.upstream) },
            setHost: false,
            createConnection: () => this.dialUpstream(route.upstream),
            timeout: CONNECT_TIMEOUT_MS,
          });
    outgoing.on('response', (incoming) => {
      response.writeHead(incoming.statusCode ?? 502, incoming.statusMessage, endToEnd(incoming.headers));
      incoming.pipe(response);
      incoming.on('error', () => response.destroy());
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('connection timed out')));
    // The browser gave up (page closed, audit over): nothing stays open behind it, and what
    // that abort does to the outgoing request is no failure of the host.
    let abandoned = false;
    response.on('close', () => {
      abandoned = true;
      outgoing.destroy();
    });
    outgoing.on('error', (error) => {
      if (abandoned) return;
      this.fail(url.hostname, port, 'connection', error.message);
      request.socket.destroy();
    });
    request.pipe(outgoing);
  }
}
