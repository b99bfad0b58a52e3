import { Args, Field, ID, Int, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { DataSource } from 'typeorm';
import { AuthPorts, badRequest, companyScope, conflict, CurrentUser, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import { AUDIT_ASSIGNMENT_STREAM } from '@tracklight/contracts';
import { EventStore, streamName, StreamVersionConflictError, type CommandContext, type StreamAppend } from '@tracklight/event-store';
import { decideAssign, foldAssignment } from '../assign-audit/assignment';
import { ReportingReadModels } from '../reporting-read-models';
import { BulkAssignmentCsvError, MAX_ROWS, parseBulkAssignmentCsv, summarise } from './bulk-assignment-csv';

export const NOT_A_COLLEAGUE = 'Links can only be assigned to an active user of the same company.';
export const CHANGED_MEANWHILE = 'Some of these links were reassigned by someone else meanwhile; nothing was changed. Please try again.';

@ObjectType('BulkAssignResult')
class BulkAssignResultView {
  /** Rows whose link now has the user (a row already assigned to them, unresolved, counts too). */
  @Field(() => Int) reassigned!: number;
}

/**
 * assignToUser(csv, userId) (spec section 7): the dashboard's bulk reassignment. The whole CSV is
 * checked first (every row's audit exists and is the caller's to assign, the user is a colleague
 * on each), then every link's assignment stream is appended in one transaction: all or nothing.
 */
@Resolver()
export class BulkAssignResolver {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly readModels: ReportingReadModels,
    private readonly authPorts: AuthPorts,
  ) {}

  @Mutation(() => BulkAssignResultView)
  @Operation('reporting.audits.assign')
  async assignToUser(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('csv', { type: () => String }) csv: string,
    @Args('userId', { type: () => ID }) userId: string,
  ): Promise<BulkAssignResultView> {
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
    const company = companyScope(user);
    const found: { id: string; batch_id: string; company_id: string }[] = await this.dataSource.query(
      `SELECT id, batch_id, company_id FROM reporting.audits WHERE id = ANY($1::text[])${company ? ' AND company_id = $2' : ''}`,
      company ? [rows.map((row) => row.auditId), company] : [rows.map((row) => row.auditId)],
    );
    const audits = new Map(found.map((audit) => [audit.id, audit]));
    const problems = rows.flatMap((row) => {
      const audit = audits.get(row.auditId);
      if (!audit) return [`Row ${row.row}: no audit ${row.auditId} (unknown, or another company's).`];
      // A super admin may hand any company's link to their own staff.
      const colleague = assignee.companyId === audit.company_id || (user.isSuperAdmin && assignee.companyId === user.companyId);
      return colleague ? [] : [`Row ${row.row}: ${NOT_A_COLLEAGUE}`];
    });
    if (problems.length > 0) throw badRequest(summarise(problems, 'Nothing was reassigned'));

    const streams = await this.store.readStreams(rows.map((row) => streamName(AUDIT_ASSIGNMENT_STREAM, row.auditId)));
    const who = { id: assignee.id, name: assignee.name, email: assignee.email };
    const appends: StreamAppend[] = rows.map((row) => {
      const stream = streamName(AUDIT_ASSIGNMENT_STREAM, row.auditId);
      const current = streams.get(stream);
      const link = { auditId: row.auditId, batchId: audits.get(row.auditId)!.batch_id };
      return { stream, events: decideAssign(foldAssignment(current?.events ?? []), link, who, row.comment), expectedVersion: current ? current.version : 'no-stream' };
    });
    try {
      await this.store.appendToStreams(appends, context);
    } catch (error) {
      if (error instanceof StreamVersionConflictError) throw conflict(CHANGED_MEANWHILE);
      throw error;
    }
    await this.readModels.catchUp();
    return { reassigned: rows.length };
  }
}
