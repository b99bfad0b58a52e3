import { isAuditAssignmentEvent, type AuditAssigned, type AuditAssignmentEvent } from '@tracklight/contracts';
import type { AnyEvent } from '@tracklight/event-store';

export interface AssignmentState {
  assignee: AuditAssigned['data']['assignee'] | null;
  resolved: boolean;
}

const NOBODY: AssignmentState = { assignee: null, resolved: false };

export const foldAssignment = (events: readonly AnyEvent[]): AssignmentState =>
  events.reduce<AssignmentState>((state, event) => {
    if (!isAuditAssignmentEvent(event)) return state;
    switch (event.type) {
      case 'AuditAssigned':
        return { assignee: event.data.assignee, resolved: false };
      case 'AuditUnassigned':
        return NOBODY;
      case 'AuditAssignmentResolved':
        return { ...state, resolved: event.data.resolved };
      default:
        return state;
    }
  }, NOBODY);

export class AssignmentRefusal extends Error {}

type Link = { auditId: string; batchId: string };

/** Assigning the same person again changes nothing; another person starts afresh (not resolved). */
export const decideAssign = (state: AssignmentState, link: Link, assignee: AuditAssigned['data']['assignee'], comment: string | null): AuditAssignmentEvent[] =>
  state.assignee?.id === assignee.id && !state.resolved && !comment ? [] : [{ type: 'AuditAssigned', data: { ...link, assignee, comment } }];

export const decideUnassign = (state: AssignmentState, link: Link): AuditAssignmentEvent[] =>
  state.assignee ? [{ type: 'AuditUnassigned', data: link }] : [];

export const decideResolve = (state: AssignmentState, link: Link, resolved: boolean): AuditAssignmentEvent[] => {
  if (!state.assignee) throw new AssignmentRefusal('Assign this link to someone before marking it resolved.');
  return state.resolved === resolved ? [] : [{ type: 'AuditAssignmentResolved', data: { ...link, resolved } }];
};
