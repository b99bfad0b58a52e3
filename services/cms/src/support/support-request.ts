import { isSupportRequestEvent, type SupportRequested, type SupportRequestEvent } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

// A support request (`supportrequest-<id>`): pure evolve and decide, so the given/when/then spec
// needs no database. One event per stream: the message is kept once, before it is mailed.

export interface SupportRequestState {
  requested: boolean;
}

export const NO_SUPPORT_REQUEST: SupportRequestState = { requested: false };

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveSupportRequest(state: SupportRequestState, event: AnyEvent): SupportRequestState {
  if (!isSupportRequestEvent(event)) return state;
  switch (event.type) {
    case 'SupportRequested':
      return { requested: true };
    default:
      return state;
  }
}

export const foldSupportRequest = (events: readonly AnyEvent[]): SupportRequestState =>
  events.reduce(evolveSupportRequest, NO_SUPPORT_REQUEST);

/** A command the state does not allow; nothing is written. */
export class SupportRequestRefusal extends Error {
  constructor(
    readonly reason: 'exists',
    message: string,
  ) {
    super(message);
    this.name = 'SupportRequestRefusal';
  }
}

/** Keeps the message on a new stream; a stream that holds one already is never written again. */
export function decideRequestSupport(state: SupportRequestState, request: SupportRequested['data']): SupportRequestEvent[] {
  if (state.requested) throw new SupportRequestRefusal('exists', `The support request "${request.id}" is kept already.`);
  return [{ type: 'SupportRequested', data: request }];
}
