/**
 * A service's replicas (the addresses its *_URL setting lists), asked in turn. One that refused a
 * connection sits out a few seconds, and a call it refused goes to the next: a refused connection
 * carried nothing, so asking another replica cannot do anything twice.
 *
 * Written here rather than taken from a library: neither http-proxy-middleware nor graphql-tools'
 * HTTP executor picks among several targets, and a separate load balancer (nginx, Caddy) would be
 * one more process to ship for the local launcher. The gateway asks the services through it, and a
 * process another service's internal route (RemoteCompanyQuotas asks auth's). In Kubernetes each *_URL is one Service address
 * and the platform balances; the list is for hosts without one.
 */
export class Replicas {
  private turn = 0;
  private readonly sittingOutUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    private readonly sitOutMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('A service needs at least one address');
  }

  /** Every replica, the one whose turn it is first; those sitting out after the others. */
  inTurn(): string[] {
    const start = this.turn++ % this.urls.length;
    const order = [...this.urls.slice(start), ...this.urls.slice(0, start)];
    const sittingOut = (url: string) => (this.sittingOutUntil.get(url) ?? 0) > this.now();
    return [...order.filter((url) => !sittingOut(url)), ...order.filter(sittingOut)];
  }

  refused(url: string): void {
    this.sittingOutUntil.set(url, this.now() + this.sitOutMs);
  }

  answered(url: string): void {
    this.sittingOutUntil.delete(url);
  }

  /** `fetch` of a path on the first replica that accepts the connection. */
  async fetch(path: string, init?: RequestInit): Promise<Response> {
    let refusal: unknown;
    for (const url of this.inTurn()) {
      try {
        const response = await fetch(`${url}${path}`, init);
        this.answered(url);
        return response;
      } catch (error) {
        if (!neverConnected(error)) throw error;
        this.refused(url);
        refusal = error;
      }
    }
    throw refusal;
  }
}

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** An error of a connection that never opened (Node's, or fetch's with Node's as its cause). */
export const neverConnected = (error: unknown): boolean => {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value ? String(value.code) : '');
  // By shape, not instanceof: fetch's TypeError may come from another realm (a test's sandbox).
  const cause = error && typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return NOT_CONNECTED.has(codeOf(error)) || NOT_CONNECTED.has(codeOf(cause));
};
