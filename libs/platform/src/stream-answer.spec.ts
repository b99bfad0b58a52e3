import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { streamAnswer } from './stream-answer';

/** A file of `chunks` 64 KiB chunks, read one at a time; `failAt` makes that read fail instead. */
const storedFile = (chunks: number, failAt?: number) => {
  let read = 0;
  return new Readable({
    read() {
      read += 1;
      if (read === failAt) this.destroy(new Error('the disk said no'));
      else this.push(read > chunks ? null : Buffer.alloc(64 * 1024, 1));
    },
  });
};

describe('streamAnswer', () => {
  let server: Server;
  /** Serves one file per request; answers the url and how the (first) answer ended. */
  const serving = (file: Readable) =>
    new Promise<{ url: string; answered: Promise<void> }>((listening) => {
      const answered = new Promise<void>((resolve, reject) => {
        server = createServer((_request, response) => void streamAnswer(file, response).then(resolve, reject));
      });
      server.listen(0, '127.0.0.1', () => listening({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, answered }));
    });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('ends quietly when the caller goes away mid-answer', async () => {
    const { url, answered } = await serving(storedFile(1_000));
    get(url, (response) => response.once('data', () => response.destroy()));
    await expect(answered).resolves.toBeUndefined();
  });

  it('still fails when the file cannot be read, though the answer is cut short too', async () => {
    const { url, answered } = await serving(storedFile(1_000, 3));
    get(url, (response) => response.resume().on('error', () => undefined)).on('error', () => undefined);
    await expect(answered).rejects.toThrow('the disk said no');
  });
});
