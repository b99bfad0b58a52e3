import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { CurrentUser, failure, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AUDIT_COMMENT_STREAM, type AuditCommentEvent } from '@tracklight/contracts';
import { decideOnStream, EventStore, streamName } from '@tracklight/event-store';
import { z } from 'zod';
import { AuditQueries } from '../audit-queries';
import { ReportingReadModels } from '../reporting-read-models';
import { decideCommentOnAudit, foldAuditComments } from './audit-comment';

const CommentBody = z.object({ comment: z.string().max(10_000, 'That comment is too long.') });

/**
 * POST /batches/{batchId}/audits/{auditId}/comment and /moonpull-comment {comment}: decided on
 * the audit's comment stream `auditcomment-<auditId>` (audit-comment.ts: AuditCommented /
 * AuditProviderCommented), answered with the audit.
 */
@Controller('batches/:batchId/audits/:auditId')
export class CommentAuditController {
  constructor(
    private readonly audits: AuditQueries,
    private readonly store: EventStore,
    private readonly readModels: ReportingReadModels,
  ) {}

  @Post('comment')
  @HttpCode(200)
  @Operation('reporting.audits.comment')
  comment(
    @Param('batchId') batchId: string,
    @Param('auditId') auditId: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.append('AuditCommented', batchId, auditId, body, user);
  }

  @Post('moonpull-comment')
  @HttpCode(200)
  @Operation('reporting.audits.providerComment')
  providerComment(
    @Param('batchId') batchId: string,
    @Param('auditId') auditId: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.append('AuditProviderCommented', batchId, auditId, body, user);
  }

  private async append(
    type: AuditCommentEvent['type'],
    batchId: string,
    auditId: string,
    body: unknown,
    user: AuthenticatedUser,
  ) {
    const parsed = CommentBody.safeParse(body ?? {});
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new BadRequestException(
        failure(
          400,
          issue.code === 'invalid_type' ? 'Please provide a valid comment.' : issue.message,
        ),
      );
    }
    // Only an audit the caller can see may be commented on; another company's reads as absent.
    const found = await this.audits.one(user, { id: auditId, batchId });
    if (!found) throw new NotFoundException(failure(404, 'No such audit.'));
    // Comments do not depend on each other (the latest one stands): a comment that races another
    // is decided again on the new state and recorded all the same.
    const command = { type, auditId, batchId, comment: parsed.data.comment, commentedBy: user.id };
    await decideOnStream(
      this.store,
      streamName(AUDIT_COMMENT_STREAM, auditId),
      foldAuditComments,
      { actorUserId: user.id, correlationId: auditId },
      (state) => ({ events: decideCommentOnAudit(state, command), result: undefined }),
    );
    await this.readModels.catchUp();
    return (await this.audits.one(user, { id: auditId, batchId }))?.audit;
  }
}
