import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { neverConnected, Replicas } from './replicas';

describe('a service’s replicas', () => {
  it('takes them in turn', () => {
    const replicas = new Replicas(['http://a', 'http://b', 'http://c']);
    expect([replicas.inTurn()[0], replicas.inTurn()[0], replicas.inTurn()[0], replicas.inTurn()[0]]).toEqual(['http://a', 'http://b', 'http://c', 'http://a']);
  });

  it('asks one that refused a connection last, until it has sat out its time or answered', () => {
    let now = 0;
    const replicas = new Replicas(['http://a', 'http://b'], 5_000, () => now);
    replicas.refused('http://a');
    expect(replicas.inTurn()).toEqual(['http://b', 'http://a']);
    expect(replicas.inTurn()).toEqual(['http://b', 'http://a']);
    now = 5_001;
    expect(replicas.inTurn()).toEqual(['http://a', 'http://b']);
    replicas.refused('http://b');
    replicas.answered('http://b');
    expect(replicas.inTurn()).toEqual(['http://b', 'http://a']);
  });

  it('refuses a service with no address', () => {
    expect(() => new Replicas([])).toThrow('A service needs at least one address');
  });

  describe('fetch, on real sockets', () => {
    let server: Server;
    let live: string;
    let closed: string;

    beforeAll(async () => {
      server = createServer((_req, res) => res.end('from the live one'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      live = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // A port that was just free: nothing listens there.
      const gone = createServer();
      await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
      closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`;
      await new Promise((resolve) => gone.close(resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('goes on to the next replica when one refuses the connection', async () => {
      const replicas = new Replicas([closed, live]);
      const response = await replicas.fetch('/x');
      expect(await response.text()).toBe('from the live one');
      expect(replicas.inTurn()).toEqual([live, closed]);
    });

    it('passes on the refusal when every replica refuses', async () => {
      const error = await new Replicas([closed]).fetch('/x').catch((e: unknown) => e);
      expect(neverConnected(error)).toBe(true);
    });
  });
});
