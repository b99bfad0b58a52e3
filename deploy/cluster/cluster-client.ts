import { createServer } from 'node:net';

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The first of `count` consecutive free local ports: the gateway's, then each process's. */
export const freePortRun = async (count: number): Promise<number> => {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
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

  constructor(readonly url: string) {}

  async call(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await fetch(`${this.url}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...init.headers },
    });
    return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer() };
  }

  async login(username: string, password: string): Promise<void> {
    const answer = await this.call('/auth/login', { method: 'POST', body: JSON.stringify({ username, password }) });
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    this.token = answer.body.tokens.accessToken;
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
      if (Date.now() > deadline) throw new Error(`batch not done in ${ms} ms: ${JSON.stringify(batch.body.batchLinks?.map((l: { auditStatus: string }) => l.auditStatus))}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
