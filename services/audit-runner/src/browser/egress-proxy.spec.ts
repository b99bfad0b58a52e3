// The egress proxy without a browser: chaining to the configured upstream proxy (CONNECT and
// absolute-URI forwarding, with its credentials) and refusing internal names before the upstream
// hears of them. The upstream is a fake of the outside world on loopback.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { AddressGuard } from './address-guard';
import { EgressProxy } from './egress-proxy';
import { parseProxy } from './launch-options';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('EgressProxy chained to an upstream proxy', () => {
  let origin: Server;
  let upstream: Server;
  let originPort: number;
  let upstreamPort: number;
  const seen: Array<{ method: string; url: string; auth: string | undefined }> = [];
  let egress: EgressProxy;
  let egressPort: number;

  beforeAll(async () => {
    origin = createServer((req, res) => res.end(`origin ${req.url}`));
    originPort = await listen(origin);
    // The upstream sends everything to the origin, whatever host was asked for.
    upstream = createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers['proxy-authorization'] });
      const path = new URL(req.url ?? '/').pathname;
      const forwarded = request({ host: '127.0.0.1', port: originPort, path }, (answer) => answer.pipe(res));
      forwarded.end();
    });
    upstream.on('connect', (req: IncomingMessage, socket: Socket) => {
      seen.push({ method: 'CONNECT', url: req.url ?? '', auth: req.headers['proxy-authorization'] });
      const target = connect(originPort, '127.0.0.1', () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        target.pipe(socket);
        socket.pipe(target);
      });
    });
    upstreamPort = await listen(upstream);
    const lookup = async (host: string) => [host === 'site.test' ? '93.184.216.34' : '10.0.0.9'];
    egress = new EgressProxy({
      guard: new AddressGuard(null, lookup),
      upstream: parseProxy(`http://user:pa%3Ass@127.0.0.1:${upstreamPort}`),
    });
    egressPort = Number(new URL(await egress.listen()).port);
  });

  afterAll(async () => {
    await egress.close();
    await new Promise((resolve) => origin.close(resolve));
    await new Promise((resolve) => upstream.close(resolve));
  });

  const basic = `Basic ${Buffer.from('user:pa:ss').toString('base64')}`;

  /** Opens a CONNECT tunnel through the egress proxy; answers the status line and the socket. */
  function tunnel(authority: string): Promise<{ status: string; socket: Socket }> {
    return new Promise((resolve, reject) => {
      const socket = connect(egressPort, '127.0.0.1', () =>
        socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`),
      );
      socket.once('data', (chunk) => resolve({ status: chunk.toString().split('\r\n')[0], socket }));
      socket.once('error', reject);
    });
  }

  it('tunnels CONNECT through the upstream with its credentials', async () => {
    const { status, socket } = await tunnel('site.test:443');
    expect(status).toBe('HTTP/1.1 200 Connection Established');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.write('GET /tunnelled HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n');
    });
    expect(body).toContain('origin /tunnelled');
    expect(seen).toContainEqual({ method: 'CONNECT', url: 'site.test:443', auth: basic });
  });

  it('forwards plain HTTP to the upstream as an absolute URI with its credentials', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: egressPort, path: 'http://site.test/plain', headers: { host: 'site.test' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('origin /plain');
    expect(seen).toContainEqual({ method: 'GET', url: 'http://site.test/plain', auth: basic });
  });

  it('refuses a name that resolves to an internal address; the upstream never hears of it', async () => {
    const before = seen.length;
    const { status, socket } = await tunnel('inside.test:443');
    socket.destroy();
    expect(status).toBe('HTTP/1.1 403 Forbidden');
    expect(seen.length).toBe(before);
    expect(egress.failureFor('inside.test')).toMatchObject({ kind: 'blocked-address' });
  });
});
