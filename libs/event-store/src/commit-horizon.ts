/**
 * A finished probe may answer callers that come within this long of its start: as if they had
 * probed that much earlier, which the readers' own back-off (store-subscription.ts) allows for.
 */
const REUSE_MS = 10;

interface Probe {
  /** The append notifications heard when the probe started. */
  heard: number;
  startedAt: number;
  settled: boolean;
  horizon: Promise<bigint>;
}

/**
 * The store's commit horizon (read-all.ts), probed once for all of a process's readers. Every
 * projection, relay and transport in a process follows the store (about seventeen in the all-in-one
 * app); each of their reads worked the horizon out again, and that costs Postgres a scan of
 * pg_stat_activity: after every append each reader read several times over the next second. Now
 * they share one probe of the horizon and read below it by index alone, and a reader that has read
 * everything below the current horizon does not read at all (what lies below a horizon is final).
 *
 * A probe is shared while it runs and for REUSE_MS after it started, unless an append was heard
 * since it started: a reader woken by an append never gets a horizon from before that append.
 * Joining a running probe, however long it runs, is what a reader's own probe started then would
 * answer; under load, when probes are slow, that is when sharing saves most.
 */
export class SharedCommitHorizon {
  private probe: Probe | null = null;

  constructor(
    private readonly readHorizon: () => Promise<bigint>,
    /** How many appends the process has heard of so far (AppendNotifications.heard). */
    private readonly appendsHeard: () => number,
  ) {}

  current(): Promise<bigint> {
    const heard = this.appendsHeard();
    const now = Date.now();
    const shared = this.probe;
    if (shared && shared.heard === heard && (!shared.settled || now - shared.startedAt <= REUSE_MS)) return shared.horizon;
    const probe: Probe = { heard, startedAt: now, settled: false, horizon: this.readHorizon() };
    probe.horizon.then(
      () => (probe.settled = true),
      // A failed probe is not handed to the next caller: each reader's own retry asks again.
      () => {
        if (this.probe === probe) this.probe = null;
      },
    );
    this.probe = probe;
    return probe.horizon;
  }
}
