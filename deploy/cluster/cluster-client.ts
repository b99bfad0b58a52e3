import { createServer } from 'node:net';

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The first of `count` consecutive free local ports: the gateway's, then each process's. Taken
 * below Linux's ephemeral range (32768 and up): a port there, free while its process is down, can
 * be handed to an outgoing connection meanwhile, and the process restarted on it fails with
 * EADDRINUSE (seen in the fault tests' all-processes restart). `from` and `to` bound the run: the
 * process cluster's tests and the Compose deployment's run side by side, each in ranges of its own,
 * so a port one of them found free is never taken by the other before it binds.
 */
export const PORT_RANGES = { cluster: { from: 20_000, to: 28_000 }, compose: { from: 28_000, to: 32_000 } } as const;
export const freePortRun = async (count: number, { from, to }: { from: number; to: number } = PORT_RANGES.cluster): Promise<number> => {
  for (;;) {
    const base = from + Math.floor(Math.random() * (to - from - count));
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portFree(base + i)));
    if (free.every(Boolean)) return base;
  }
};

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever JSON the API answered
}

/** What a person or a script does through the gateway: log in, submit links, wait for the batch. */
export class ClusterClient {
  private token: string | null = null;
  private credentials: { username: string; password: string } | null = null;

  constructor(readonly url: string) {}

  /**
   * One call; a 401 (the 15-minute access token ran out in a long run) logs in again once. A read
   * whose connection broke is asked once more: the gateway resets the caller's connection when the
   * process answering it dies mid-answer (a fault test's kill), as any proxy must, and the next
   * read goes to a live twin.
   */
  async call(path: string, init: RequestInit = {}): Promise<Answer> {
    const answer = await this.send(path, init).catch(async (error: unknown) => {
      if ((init.method ?? 'GET') !== 'GET') throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return this.send(path, init);
    });
    if (answer.status !== 401 || !this.credentials || path === '/auth/login') return answer;
    await this.login(this.credentials.username, this.credentials.password);
    return this.send(path, init);
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    const response = await fetch(`${this.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...init.headers },
    });
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer() };
  }

  async login(username: string, password: string): Promise<void> {
    const answer = await this.send('/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    this.token = answer.body.tokens.accessToken;
    this.credentials = { username, password };
  }

  /** The new batch's id; a refusal is thrown with the API's answer. */
  async submit(links: string[]): Promise<string> {
    const answer = await this.call('/audit', {
      method: 'POST',
      body: JSON.stringify({ batchMeta: { name: `cluster ${links.length}` }, batchLinks: links.map((link) => ({ link })) }),
    });
    if (answer.status !== 201) throw new Error(`submit answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.batchId;
  }

  /** The batch once done, or an error naming its links' states when `ms` has passed. */
  async untilDone(batchId: string, ms: number): Promise<Answer['body']> {
    const deadline = Date.now() + ms;
    for (;;) {
      const batch = await this.call(`/batches/${batchId}`);
      if (batch.body.isDone) return batch.body;
      if (Date.now() > deadline) {
        const states = batch.body.batchLinks?.map((l: { auditStatus: string }) => l.auditStatus);
        throw new Error(`batch not done in ${ms} ms: ${states ? JSON.stringify(states) : `the API answered ${batch.status} ${JSON.stringify(batch.body)}`}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
