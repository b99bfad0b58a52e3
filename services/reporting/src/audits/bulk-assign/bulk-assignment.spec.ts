import type { AnyEvent } from '@tracklight/event-store';
import { decideAssign, foldAssignment, type AssignmentState } from '../assign-audit/assignment';
import { assignmentStreamOf, BulkAssignRefusal, decideBulkAssign, NOT_A_COLLEAGUE, type BulkAssignment } from './bulk-assignment';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const pat = { id: 'u1', name: 'Pat', email: 'pat@example.com', companyId: 'company-1' };
const staff = { id: 'u9', name: 'Sam', email: 'sam@tracklight.example', companyId: 'company-staff' };
const publisher = { isSuperAdmin: false, companyId: 'company-1' };
const audits = new Map([
  [A, { batchId: 'batch-1', companyId: 'company-1' }],
  [B, { batchId: 'batch-2', companyId: 'company-1' }],
]);
const rows = [
  { row: 1, auditId: A, comment: 'Check the tag' },
  { row: 2, auditId: B, comment: null },
];
/** Given each link's assignment events so far, the states the decider is given. */
const given = (history: Record<string, AnyEvent[]> = {}): Map<string, AssignmentState> =>
  new Map([A, B].map((auditId) => [assignmentStreamOf(auditId), foldAssignment(history[auditId] ?? [])]));
const decided = (states: Map<string, AssignmentState>, assignment: Partial<BulkAssignment> = {}) =>
  decideBulkAssign(states, { rows, audits, assignee: pat, caller: publisher, ...assignment });

describe('a bulk reassignment (given / when / then)', () => {
  it('assigns every row\'s link, with its comment, and counts the rows', () => {
    expect(decided(given())).toEqual({
      events: new Map([
        [assignmentStreamOf(A), [{ type: 'AuditAssigned', data: { auditId: A, batchId: 'batch-1', assignee: { id: 'u1', name: 'Pat', email: 'pat@example.com' }, comment: 'Check the tag' } }]],
        [assignmentStreamOf(B), [{ type: 'AuditAssigned', data: { auditId: B, batchId: 'batch-2', assignee: { id: 'u1', name: 'Pat', email: 'pat@example.com' }, comment: null } }]],
      ]),
      result: 2,
    });
  });

  it('records nothing for a link the user has already, unresolved, yet counts its row', () => {
    const already = decideAssign(foldAssignment([]), { auditId: B, batchId: 'batch-2' }, pat, null) as unknown as AnyEvent[];
    const { events, result } = decided(given({ [B]: already }));
    expect(events.get(assignmentStreamOf(B))).toEqual([]);
    expect(events.get(assignmentStreamOf(A))).toHaveLength(1);
    expect(result).toBe(2);
  });

  it('refuses the whole file, naming each row whose audit is unknown or not a colleague\'s', () => {
    const refused = () =>
      decided(given(), { audits: new Map([[B, { batchId: 'batch-2', companyId: 'company-2' }]]) });
    expect(refused).toThrow(BulkAssignRefusal);
    expect(refused).toThrow(`Nothing was reassigned: Row 1: no audit ${A} (unknown, or another company's). Row 2: ${NOT_A_COLLEAGUE}`);
  });

  it('lets a super admin hand any company\'s link to their own staff, and no one else', () => {
    const superAdmin = { isSuperAdmin: true, companyId: 'company-staff' };
    expect(decided(given(), { assignee: staff, caller: superAdmin }).result).toBe(2);
    expect(() => decided(given(), { assignee: staff, caller: publisher })).toThrow(`Row 1: ${NOT_A_COLLEAGUE}`);
  });
});
