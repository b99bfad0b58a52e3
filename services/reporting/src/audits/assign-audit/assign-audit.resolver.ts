import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AuthPorts, badRequest, CurrentUser, notFound, Operation, RequestContext, type AuthenticatedUser } from '@tracklight/access';
import { AUDIT_ASSIGNMENT_STREAM } from '@tracklight/contracts';
import { decideOnStream, EventStore, streamName, type CommandContext } from '@tracklight/event-store';
import { AuditQueries } from '../audit-queries';
import { AuditGqlView } from '../audit.views';
import { ReportingReadModels } from '../reporting-read-models';
import { AssignmentRefusal, decideAssign, decideResolve, decideUnassign, foldAssignment, type AssignmentState } from './assignment';

const NO_SUCH_AUDIT = 'No such audit.';
const NOT_A_COLLEAGUE = 'Links can only be assigned to an active user of the same company.';
const MAX_COMMENT = 2000;

/**
 * Assignments (issue 20): hand an audited link to a colleague, who marks it resolved when done.
 * Kept on the audit's own assignment stream (`auditassignment-<id>`, one writer: reporting), never
 * on `audit-<id>`, which only the audit runner writes.
 */
@Resolver()
export class AssignAuditResolver {
  constructor(
    private readonly store: EventStore,
    private readonly audits: AuditQueries,
    private readonly readModels: ReportingReadModels,
    private readonly authPorts: AuthPorts,
  ) {}

  /** userId null unassigns. */
  @Mutation(() => AuditGqlView)
  @Operation('reporting.audits.assign')
  async auditAssign(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('auditId', { type: () => ID }) auditId: string,
    @Args('userId', { type: () => ID, nullable: true }) userId: string | null,
    @Args('comment', { type: () => String, nullable: true }) comment?: string | null,
  ): Promise<AuditGqlView> {
    if ((comment?.length ?? 0) > MAX_COMMENT) throw badRequest('The comment must be at most 2,000 characters.');
    const audit = await this.visible(user, auditId);
    const link = { auditId, batchId: audit.batchId };
    if (!userId) return this.decide(user, auditId, context, (state) => decideUnassign(state, link));
    const assignee = await this.authPorts.userDirectory()?.find(userId);
    const colleague = assignee?.isEnabled && (assignee.companyId === audit.companyId || (user.isSuperAdmin && assignee.companyId === user.companyId));
    if (!assignee || !colleague) throw badRequest(NOT_A_COLLEAGUE);
    const who = { id: assignee.id, name: assignee.name, email: assignee.email };
    return this.decide(user, auditId, context, (state) => decideAssign(state, link, who, comment?.trim() || null));
  }

  @Mutation(() => AuditGqlView)
  @Operation('reporting.audits.assign')
  async auditAssignmentResolve(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Args('auditId', { type: () => ID }) auditId: string,
    @Args('resolved', { type: () => Boolean }) resolved: boolean,
  ): Promise<AuditGqlView> {
    const audit = await this.visible(user, auditId);
    return this.decide(user, auditId, context, (state) => decideResolve(state, { auditId, batchId: audit.batchId }, resolved));
  }

  /** An audit of another company reads as absent. */
  private async visible(user: AuthenticatedUser, auditId: string): Promise<AuditGqlView> {
    const found = await this.audits.one(user, { id: auditId });
    if (!found) throw notFound(NO_SUCH_AUDIT);
    return found.audit;
  }

  private async decide(
    user: AuthenticatedUser,
    auditId: string,
    context: CommandContext,
    decide: (state: AssignmentState) => ReturnType<typeof decideUnassign>,
  ): Promise<AuditGqlView> {
    try {
      await decideOnStream(this.store, streamName(AUDIT_ASSIGNMENT_STREAM, auditId), foldAssignment, context, (state) => ({ events: decide(state), result: undefined }));
    } catch (error) {
      if (error instanceof AssignmentRefusal) throw badRequest(error.message);
      throw error;
    }
    await this.readModels.catchUp();
    return (await this.visible(user, auditId));
  }
}
