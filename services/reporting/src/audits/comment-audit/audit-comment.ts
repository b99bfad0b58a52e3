import { isAuditCommentEvent, type AuditCommentEvent } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

// The comments on one audit (`auditcomment-<auditId>`): pure evolve and decide, so the
// given/when/then spec needs no database. The comment controller decides on the stream with
// decideOnStream; the audit list projection shows the latest of each kind.

export interface AuditCommentState {
  /** The user's comment in force (the latest AuditCommented); null before the first. */
  comment: string | null;
  /** The provider's comment in force (the latest AuditProviderCommented); null before the first. */
  providerComment: string | null;
}

export const NO_COMMENTS: AuditCommentState = { comment: null, providerComment: null };

/** The state after one more event; events of other kinds leave it as it is. */
export function evolveAuditComments(state: AuditCommentState, event: AnyEvent): AuditCommentState {
  if (!isAuditCommentEvent(event)) return state;
  return event.type === 'AuditCommented'
    ? { ...state, comment: event.data.comment }
    : { ...state, providerComment: event.data.comment };
}

export const foldAuditComments = (events: readonly AnyEvent[]): AuditCommentState => events.reduce(evolveAuditComments, NO_COMMENTS);

/** A comment as the controller checked it: which kind, on which audit, by whom. */
export interface CommentOnAudit {
  type: AuditCommentEvent['type'];
  auditId: string;
  batchId: string;
  comment: string;
  commentedBy: string;
}

/**
 * Every comment is recorded, whatever came before it: comments do not depend on each other and
 * the latest one stands, so even a comment equal to the one in force is a new comment.
 */
export function decideCommentOnAudit(_state: AuditCommentState, { type, ...data }: CommentOnAudit): AuditCommentEvent[] {
  return [{ type, data }];
}
