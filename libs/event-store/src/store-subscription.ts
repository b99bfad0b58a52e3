import type { StorePosition, StoredEvent } from './domain-event';
import type { EventStore } from './event-store';

export interface StoreSubscriptionOptions {
  /** Where to resume: read once at start, so the subscriber's own checkpoint is the truth. */
  startAfter: () => Promise<StorePosition>;
  /** Called with each batch in store order; the subscription moves past a batch only once this resolves. */
  handleBatch: (events: StoredEvent[]) => Promise<void>;
  onError: (error: unknown) => void;
  batchSize?: number;
  /** Longest pause between polls while idle; polls come faster while events keep arriving. */
  maxIdleDelayMs?: number;
}

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

  constructor(
    private readonly store: EventStore,
    private readonly options: StoreSubscriptionOptions,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** The last position handed to the subscriber and acknowledged, once known. */
  get lastPosition(): StorePosition | null {
    return this.position;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const maxIdle = this.options.maxIdleDelayMs ?? 200;
    let idleDelay = 10;
    while (this.running) {
      try {
        this.position ??= await this.options.startAfter();
        const events = await this.store.readAllAfter(this.position, batchSize);
        if (events.length > 0) {
          await this.options.handleBatch(events);
          this.position = events[events.length - 1].position;
          idleDelay = 10;
          if (events.length === batchSize) continue;
        } else {
          idleDelay = Math.min(idleDelay * 2, maxIdle);
        }
      } catch (error) {
        this.options.onError(error);
        // Re-read the checkpoint: the failed batch may have been partly handled elsewhere.
        this.position = null;
        idleDelay = maxIdle;
      }
      await this.sleep(idleDelay);
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
