import { Client } from 'pg';
import type { ClusterClient } from '../../deploy/cluster/cluster-client';

interface AuditStarts {
  stream_id: string;
  finished: number;
  started: number;
}

/**
 * The batch could not be read for now: the API answered a server error or the database refused
 * the connection, as one restarting does (`57P03`, "the database system is not yet accepting
 * connections"). A heal loop takes it as not healed yet; anywhere else it fails the test.
 */
export class UnreadableForNow extends Error {}

/** A connection the database refused or broke (SQLSTATE class 08, 57P0x), not a query it refused. */
const unreachable = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && /^(08|57P0)/.test(code)) || /Connection terminated|ECONNREFUSED|ECONNRESET/.test(String(error));
};

/** How often each audit stream was started and finished (AuditCompleted or AuditFailed), as the store has it. */
export const finishedPerAudit = async (databaseUrl: string): Promise<AuditStarts[]> => {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // a connection the server ends between queries: the query says so
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw unreachable(error) ? new UnreadableForNow(`the store refused the connection: ${String(error)}`) : error;
  }
  try {
    const { rows } = await client.query<AuditStarts>(
      `SELECT stream_id, count(*) FILTER (WHERE message_type IN ('AuditCompleted', 'AuditFailed'))::int AS finished,
              count(*) FILTER (WHERE message_type = 'AuditStarted')::int AS started
         FROM emt_messages WHERE stream_id LIKE 'audit-%' GROUP BY stream_id`,
    );
    return rows;
  } catch (error) {
    throw unreachable(error) ? new UnreadableForNow(`the store broke the connection: ${String(error)}`) : error;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * A fault struck mid-batch, and what must hold after it, for the process cluster
 * (test/distributed) and the Compose deployment (test/containers) alike: the batch finishes by
 * itself, and every audit of it was finished exactly once however many times it was started.
 */
export class FaultDrill {
  /** Each fault's time from the strike to the batch done, for the suite's closing line. */
  readonly healTimes: string[] = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly client: ClusterClient,
    /** The batch's i-th link. */
    private readonly linkAt: (index: number) => string,
  ) {}

  /** The batch's audits as the store has them: how often each was started and finished. */
  async auditsOf(batchId: string): Promise<AuditStarts[]> {
    const batch = await this.client.call(`/batches/${batchId}`);
    // A batch just submitted may not be in the batches read model yet (it follows the store).
    if (batch.status === 404) return [];
    const answer = `GET /batches/${batchId} answered ${batch.status}: ${JSON.stringify(batch.body)}`;
    if (batch.status >= 500) throw new UnreadableForNow(answer);
    if (batch.status !== 200) throw new Error(answer);
    const ids = new Set((batch.body.batchLinks as { auditId: string | null }[]).map((link) => `audit-${link.auditId}`));
    return (await finishedPerAudit(this.databaseUrl)).filter((row) => ids.has(row.stream_id));
  }

  /** Every audit of the batch finished exactly once, and no audit anywhere finished twice. */
  async expectFinishedOnce(batchId: string, links: number): Promise<void> {
    const audits = await this.auditsOf(batchId);
    expect(audits).toHaveLength(links);
    expect(audits.filter((row) => row.finished !== 1)).toEqual([]);
    expect((await finishedPerAudit(this.databaseUrl)).filter((row) => row.finished > 1)).toEqual([]);
  }

  /** Audits started so far across the store (AuditStarted events), for striking mid-audit. */
  async startsSoFar(): Promise<number> {
    return (await finishedPerAudit(this.databaseUrl)).reduce((sum, row) => sum + row.started, 0);
  }

  /** Waits until some audit starts after `before` starts (so a strike then lands mid-audit); false after `ms`. */
  async startAfter(before: number, ms = 60_000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while ((await this.startsSoFar()) <= before) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return true;
  }

  /** How many of the batch's audits have finished (AuditCompleted or AuditFailed). */
  async finishedIn(batchId: string): Promise<number> {
    return (await this.auditsOf(batchId)).reduce((sum, row) => sum + Math.min(row.finished, 1), 0);
  }

  /**
   * finishedIn while a fault may still be felt: null while the batch cannot be read (a database
   * restarting after the fault, a process answering 5xx), as untilDone waits those out.
   */
  async finishedWhileHealing(batchId: string): Promise<number | null> {
    try {
      return await this.finishedIn(batchId);
    } catch (error) {
      if (error instanceof UnreadableForNow) return null;
      throw error;
    }
  }

  /** Submits `count` links, strikes once two audits have started, and checks the batch heals. */
  async survives(fault: string, strike: () => Promise<void>, count: number): Promise<void> {
    const links = Array.from({ length: count }, (_, i) => this.linkAt(i));
    const batchId = await this.client.submit(links);
    const deadline = Date.now() + 90_000;
    while ((await this.auditsOf(batchId)).filter((row) => row.started > 0).length < 2) {
      if (Date.now() > deadline) throw new Error('the audits did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const struckAt = Date.now();
    await strike();
    await this.client.untilDone(batchId, 240_000);
    this.healTimes.push(`${fault} ${((Date.now() - struckAt) / 1000).toFixed(1)} s`);
    await this.expectFinishedOnce(batchId, links.length);
  }
}
