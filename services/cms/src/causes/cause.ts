import type { CauseDefined } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

/** One cause as its stream tells it. */
export interface CauseState {
  exists: boolean;
  reason: string | null;
}

export const NO_CAUSE: CauseState = { exists: false, reason: null };

export const evolveCause = (state: CauseState, event: AnyEvent): CauseState =>
  event.type === 'CauseDefined' ? { exists: true, reason: (event as CauseDefined).data.reason } : state;

export const foldCause = (events: readonly AnyEvent[]): CauseState => events.reduce(evolveCause, NO_CAUSE);

/** A command the cause's state does not allow, in words for the user; nothing is written. */
export class CauseRefusal extends Error {
  constructor(
    readonly reason: 'exists' | 'missing',
    message: string,
  ) {
    super(message);
  }
}

const defined = (causeId: string, reason: string): CauseDefined => ({ type: 'CauseDefined', data: { causeId, reason, source: 'cms' } });

export function decideCreateCause(state: CauseState, causeId: string, reason: string): CauseDefined[] {
  if (state.exists) throw new CauseRefusal('exists', `A reason with the id "${causeId}" exists already.`);
  return [defined(causeId, reason)];
}

/** An update that changes nothing records nothing. */
export function decideUpdateCause(state: CauseState, causeId: string, reason: string): CauseDefined[] {
  if (!state.exists) throw new CauseRefusal('missing', 'No such reason.');
  return state.reason === reason ? [] : [defined(causeId, reason)];
}
