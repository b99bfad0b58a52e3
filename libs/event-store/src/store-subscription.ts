import type { StorePosition, StoredEvent } from './domain-event';
import type { EventStore } from './event-store';

export interface StoreSubscriptionOptions {
  /** Where to resume: read once at start, so the subscriber's own checkpoint is the truth. */
  startAfter: () => Promise<StorePosition>;
  /** Called with each batch in store order; the subscription moves past a batch only once this resolves. */
  handleBatch: (events: StoredEvent[]) => Promise<void>;
  onError: (error: unknown) => void;
  batchSize?: number;
  /**
   * Longest pause between polls while idle. The store says when events are appended (onAppended),
   * so this bounds only how late an event is found when that word is late or lost: an event still
   * hidden behind an older open transaction (read-all.ts), or a broken listening connection.
   */
  maxIdleDelayMs?: number;
}

/** The idle poll's default bound (see maxIdleDelayMs); polls come every 10 ms at first, then back off. */
export const DEFAULT_MAX_IDLE_DELAY_MS = 1_000;
const FIRST_DELAY_MS = 10;

/**
 * Follows the store in commit order (see read-all.ts) and hands batches to one subscriber.
 * A failed batch is retried from the subscriber's checkpoint after a pause, so a handler that
 * commits its checkpoint with its effects never loses or repeats an event.
 */
export class StoreSubscription {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private position: StorePosition | null = null;
  /** A horizon below which this reader has read everything, and so need not read again. */
  private readBelow: bigint | null = null;
  private idleDelay = FIRST_DELAY_MS;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly options: StoreSubscriptionOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    // An append restarts the quick polls: its events may stay hidden for a moment behind older
    // transactions, so one read right away is not enough.
    this.stopListening = this.store.onAppended(() => {
      this.idleDelay = FIRST_DELAY_MS;
      this.wake?.();
    });
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    this.stopListening = null;
    this.wake?.();
    await this.loop;
  }

  /** The last position handed to the subscriber and acknowledged, once known. */
  get lastPosition(): StorePosition | null {
    return this.position;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const maxIdle = this.options.maxIdleDelayMs ?? DEFAULT_MAX_IDLE_DELAY_MS;
    while (this.running) {
      let delay: number;
      try {
        this.position ??= await this.options.startAfter();
        // The process's readers share one probe of the horizon (commit-horizon.ts); below a
        // horizon already read through, nothing new can appear.
        const horizon = await this.store.commitHorizon();
        const events = horizon === this.readBelow ? [] : await this.store.readAllAfter(this.position, batchSize, horizon);
        if (events.length > 0) {
          await this.options.handleBatch(events);
          this.position = events[events.length - 1].position;
          this.idleDelay = FIRST_DELAY_MS;
          if (events.length === batchSize) continue;
        }
        this.readBelow = horizon;
        delay = Math.min(this.idleDelay, maxIdle);
        this.idleDelay = Math.min(this.idleDelay * 2, maxIdle);
      } catch (error) {
        this.options.onError(error);
        // Re-read the checkpoint: the failed batch may have been partly handled elsewhere.
        this.position = null;
        this.readBelow = null;
        delay = maxIdle;
      }
      await this.sleep(delay);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
