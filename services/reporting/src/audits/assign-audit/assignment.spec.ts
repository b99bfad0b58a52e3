import type { AnyEvent } from '@tracklight/event-store';
import { AssignmentRefusal, decideAssign, decideResolve, decideUnassign, foldAssignment } from './assignment';

const link = { auditId: 'a1', batchId: 'b1' };
const pat = { id: 'u1', name: 'Pat', email: 'pat@example.com' };
const sam = { id: 'u2', name: 'Sam', email: 'sam@example.com' };
const given = (...events: ReturnType<typeof decideAssign>[]) => foldAssignment(events.flat() as unknown as AnyEvent[]);

describe('an audit assignment (given / when / then)', () => {
  const assigned = decideAssign(given(), link, pat, null);

  it('assigns, and assigning the same person again records nothing', () => {
    expect(assigned).toEqual([{ type: 'AuditAssigned', data: { ...link, assignee: pat, comment: null } }]);
    expect(decideAssign(given(assigned), link, pat, null)).toEqual([]);
    expect(decideAssign(given(assigned), link, sam, null)).toHaveLength(1);
  });

  it('is resolved and reopened by the assignee, and refuses resolving a link nobody has', () => {
    const resolved = decideResolve(given(assigned), link, true);
    expect(resolved).toEqual([{ type: 'AuditAssignmentResolved', data: { ...link, resolved: true } }]);
    expect(given(assigned, resolved)).toEqual({ assignee: pat, resolved: true });
    expect(decideResolve(given(assigned, resolved), link, true)).toEqual([]);
    expect(() => decideResolve(given(), link, true)).toThrow(AssignmentRefusal);
    // A new assignee starts unresolved.
    expect(given(assigned, resolved, decideAssign(given(assigned, resolved), link, sam, null))).toEqual({ assignee: sam, resolved: false });
  });

  it('unassigns only what is assigned', () => {
    expect(decideUnassign(given(), link)).toEqual([]);
    expect(given(assigned, decideUnassign(given(assigned), link))).toEqual({ assignee: null, resolved: false });
  });
});
