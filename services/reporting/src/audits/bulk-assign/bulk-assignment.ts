import { AUDIT_ASSIGNMENT_STREAM, type AuditAssigned } from '@tracklight/contracts';
import { streamName, type NewEvent, type StreamsDecision } from '@tracklight/event-store';
import { decideAssign, type AssignmentState } from '../assign-audit/assignment';
import { summarise, type BulkAssignmentRow } from './bulk-assignment-csv';

// Reassigning a CSV's links at once: every row is checked, then each link's assignment stream is
// decided as a single assignment would be (decideAssign). Pure, so its given/when/then specs need
// no database; decideOnStreams stores the lot in one transaction.

export const NOT_A_COLLEAGUE = 'Links can only be assigned to an active user of the same company.';

/** A row the whole file is refused for, in words for the user; nothing is written. */
export class BulkAssignRefusal extends Error {}

/** The audit a row names, as the caller may see it. */
export interface VisibleAudit {
  batchId: string;
  companyId: string;
}

export interface BulkAssignment {
  rows: readonly BulkAssignmentRow[];
  /** The rows' audits the caller may assign, by audit id; a row's audit not here is unknown or another company's. */
  audits: ReadonlyMap<string, VisibleAudit>;
  assignee: AuditAssigned['data']['assignee'] & { companyId: string };
  caller: { isSuperAdmin: boolean; companyId: string };
}

export const assignmentStreamOf = (auditId: string): string => streamName(AUDIT_ASSIGNMENT_STREAM, auditId);

/** Each link's events; answers how many rows' links now have the assignee (unchanged ones count too). */
export function decideBulkAssign(states: ReadonlyMap<string, AssignmentState>, { rows, audits, assignee, caller }: BulkAssignment): StreamsDecision<number> {
  const problems = rows.flatMap((row) => {
    const audit = audits.get(row.auditId);
    if (!audit) return [`Row ${row.row}: no audit ${row.auditId} (unknown, or another company's).`];
    // A super admin may hand any company's link to their own staff.
    const colleague = assignee.companyId === audit.companyId || (caller.isSuperAdmin && assignee.companyId === caller.companyId);
    return colleague ? [] : [`Row ${row.row}: ${NOT_A_COLLEAGUE}`];
  });
  if (problems.length > 0) throw new BulkAssignRefusal(summarise(problems, 'Nothing was reassigned'));
  const who = { id: assignee.id, name: assignee.name, email: assignee.email };
  const events = new Map<string, NewEvent[]>(
    rows.map((row) => {
      const stream = assignmentStreamOf(row.auditId);
      const link = { auditId: row.auditId, batchId: audits.get(row.auditId)!.batchId };
      return [stream, decideAssign(states.get(stream)!, link, who, row.comment)];
    }),
  );
  return { events, result: rows.length };
}
