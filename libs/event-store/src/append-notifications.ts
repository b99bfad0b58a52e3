import { Client } from 'pg';

/** The channel the store's trigger notifies on each append (event-store.ts creates it). */
export const APPENDED_CHANNEL = 'emt_appended';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * Tells the process's store readers that events were appended, by anyone, to this database:
 * one connection LISTENs for the store trigger's NOTIFY (sent when the appending transaction
 * commits) and calls every listener. Readers still poll, but seldom: a notification is a hint to
 * read now, never the only way an event is found. So a lost connection costs latency, not events;
 * while it is down the listeners are called once so they poll, and it connects again by itself.
 */
export class AppendNotifications {
  private readonly listeners = new Set<() => void>();
  /** How many times the listeners were called: readers sharing a probe (visible-head.ts) compare it. */
  private calls = 0;
  private client: Client | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  /** Calls `listener` after each append; answers how to stop. The first listener opens the connection. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.client && !this.reconnect) void this.connect();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.disconnect();
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    await this.disconnect();
  }

  /** How many appends (or lost connections, which count as one) the listeners were told of so far. */
  get heard(): number {
    return this.calls;
  }

  private notifyAll(): void {
    this.calls += 1;
    for (const listener of this.listeners) listener();
  }

  private async connect(): Promise<void> {
    if (this.closed || this.listeners.size === 0) return;
    const client = new Client({ connectionString: this.connectionString });
    this.client = client;
    client.on('notification', () => this.notifyAll());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
      // Appends made while no one listened are found by this read.
      this.notifyAll();
    } catch {
      this.lost(client);
    }
  }

  /** The connection broke (server restart, failover): readers poll meanwhile, and it comes back. */
  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    this.notifyAll();
    if (this.closed || this.listeners.size === 0 || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.connect();
    }, RECONNECT_DELAY_MS);
    this.reconnect.unref();
  }

  private async disconnect(): Promise<void> {
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
