import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthPorts, badRequest, companyScope, conflict, type AuthenticatedUser } from '@tracklight/access';
import { ConcurrentChangeError, decideOnStreams, EventStore, type CommandContext } from '@tracklight/event-store';
import { foldAssignment } from '../assign-audit/assignment';
import { ReportingReadModels } from '../reporting-read-models';
import { assignmentStreamOf, BulkAssignRefusal, decideBulkAssign, NOT_A_COLLEAGUE, type VisibleAudit } from './bulk-assignment';
import { BulkAssignmentCsvError, MAX_ROWS, parseBulkAssignmentCsv } from './bulk-assignment-csv';

export const CHANGED_MEANWHILE = 'Some of these links were reassigned by someone else meanwhile; nothing was changed. Please try again.';

/**
 * The dashboard's bulk reassignment (spec section 7): the whole CSV is checked first (every row's
 * audit exists and is the caller's to assign, the user is a colleague on each), then every link's
 * assignment stream is decided and stored in one transaction (decideOnStreams): all or nothing.
 * Answers how many rows' links now have the user.
 */
@Injectable()
export class BulkAssignHandler {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly readModels: ReportingReadModels,
    private readonly authPorts: AuthPorts,
  ) {}

  async execute(user: AuthenticatedUser, csv: string, userId: string, context: CommandContext): Promise<number> {
    if (csv.length > MAX_ROWS * 2_200) throw badRequest('The CSV is too large to reassign at once.');
    let rows;
    try {
      rows = parseBulkAssignmentCsv(csv);
    } catch (error) {
      if (error instanceof BulkAssignmentCsvError) throw badRequest(error.message);
      throw error;
    }
    const assignee = await this.authPorts.userDirectory()?.find(userId);
    if (!assignee?.isEnabled) throw badRequest(NOT_A_COLLEAGUE);
    const audits = await this.visibleAudits(user, rows.map((row) => row.auditId));
    let reassigned: number;
    try {
      reassigned = await decideOnStreams(this.store, rows.map((row) => assignmentStreamOf(row.auditId)), foldAssignment, context, (states) =>
        decideBulkAssign(states, { rows, audits, assignee, caller: user }),
      );
    } catch (error) {
      if (error instanceof BulkAssignRefusal) throw badRequest(error.message);
      if (error instanceof ConcurrentChangeError) throw conflict(CHANGED_MEANWHILE);
      throw error;
    }
    await this.readModels.catchUp();
    return reassigned;
  }

  /** The audits of these ids the caller may see: their company's, or any for a super admin. */
  private async visibleAudits(user: AuthenticatedUser, ids: string[]): Promise<Map<string, VisibleAudit>> {
    const company = companyScope(user);
    const found: { id: string; batch_id: string; company_id: string }[] = await this.dataSource.query(
      `SELECT id, batch_id, company_id FROM reporting.audits WHERE id = ANY($1::text[])${company ? ' AND company_id = $2' : ''}`,
      company ? [ids, company] : [ids],
    );
    return new Map(found.map((audit) => [audit.id, { batchId: audit.batch_id, companyId: audit.company_id }]));
  }
}
