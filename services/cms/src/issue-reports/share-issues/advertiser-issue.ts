import {
  ADVERTISER_ISSUE_STATUSES,
  isAdvertiserIssueEvent,
  type AdvertiserIssueCommented,
  type AdvertiserIssueEvent,
  type AdvertiserIssueStatus,
} from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

// The share area's issue about one advertiser (`advertiserissue-<advertiserId>`): pure evolve and
// decide, so the given/when/then spec needs no database. The stream holds the status staff set and
// the comments; the issue itself appears with its first report (issues.projection.ts), and a new
// report reopens a resolved issue there, on the report's stream, which this one never sees. So the
// status as shown (the read model's) comes with the command, as the share area showed it.

export interface AdvertiserIssueState {
  /** The status staff last set on this stream; null before they set any. */
  statusSet: AdvertiserIssueStatus | null;
  comments: number;
}

export const NO_ADVERTISER_ISSUE: AdvertiserIssueState = { statusSet: null, comments: 0 };

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveAdvertiserIssue(state: AdvertiserIssueState, event: AnyEvent): AdvertiserIssueState {
  if (!isAdvertiserIssueEvent(event)) return state;
  switch (event.type) {
    case 'AdvertiserIssueStatusChanged':
      return { ...state, statusSet: event.data.status };
    case 'AdvertiserIssueCommented':
      return { ...state, comments: state.comments + 1 };
    default:
      return state;
  }
}

export const foldAdvertiserIssue = (events: readonly AnyEvent[]): AdvertiserIssueState =>
  events.reduce(evolveAdvertiserIssue, NO_ADVERTISER_ISSUE);

/** A command that cannot be taken, in words for the user; nothing is written. */
export class AdvertiserIssueRefusal extends Error {
  constructor(
    readonly reason: 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'AdvertiserIssueRefusal';
  }
}

export const MAX_COMMENT = 5000;

/** A comment as it is kept (trimmed), or the refusal naming what is wrong with it. */
export function checkedComment(comment: string): string {
  const text = comment.trim();
  if (!text) throw new AdvertiserIssueRefusal('invalid', 'Please write a comment.');
  if (text.length > MAX_COMMENT) throw new AdvertiserIssueRefusal('invalid', 'The comment must be at most 5,000 characters.');
  return text;
}

/** One of the statuses, or the refusal listing them. */
export function checkedStatus(status: string): AdvertiserIssueStatus {
  const known = ADVERTISER_ISSUE_STATUSES.find((candidate) => candidate === status);
  if (!known) throw new AdvertiserIssueRefusal('invalid', `The status is one of ${ADVERTISER_ISSUE_STATUSES.join(', ')}.`);
  return known;
}

/** Comments are independent of each other and of the status: each is kept, once. */
export function decideComment(_state: AdvertiserIssueState, comment: AdvertiserIssueCommented['data']): AdvertiserIssueEvent[] {
  return [{ type: 'AdvertiserIssueCommented', data: { ...comment, comment: checkedComment(comment.comment) } }];
}

/** A status is recorded only when it differs from the one shown; setting the shown one records nothing. */
export function decideStatus(
  _state: AdvertiserIssueState,
  advertiserId: string,
  status: AdvertiserIssueStatus,
  shown: string,
): AdvertiserIssueEvent[] {
  const wanted = checkedStatus(status);
  return wanted === shown ? [] : [{ type: 'AdvertiserIssueStatusChanged', data: { advertiserId, status: wanted } }];
}
