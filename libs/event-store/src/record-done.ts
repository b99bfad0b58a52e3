import type { CommandContext, NewEvent } from './domain-event';
import type { EventStore } from './event-store';

/**
 * Records what already happened outside the store (a mail sent, a POST made): nothing on the
 * stream may refuse it, so no decider runs and no version is checked. A failed append leaves the
 * effect to be made again by its caller (at least once); the store's unchecked append retries a
 * race 20 times, where decideOnStream gives a command up after 3.
 */
export const recordDone = async (store: EventStore, stream: string, events: NewEvent[], context: CommandContext): Promise<void> => {
  await store.append(stream, events, 'any', context);
};
