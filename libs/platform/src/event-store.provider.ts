import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { EventStore } from '@tracklight/event-store';

/** Closes the store's pool last, after the consumers that read it have stopped. */
@Injectable()
export class EventStoreCloser implements OnApplicationShutdown {
  constructor(private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
