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
import { EventStore, streamName } from '@tracklight/event-store';
import { z } from 'zod';
import { AuditQueries } from '../audit-queries';
import { ReportingReadModels } from '../reporting-read-models';
import { AUDIT_COMMENT_STREAM, type AuditCommentEvent } from './audit-comment.events';

const CommentBody = z.object({ comment: z.string().max(10_000, 'That comment is too long.') });

/**
 * POST /batches/{batchId}/audits/{auditId}/comment and /moonpull-comment {comment}: appended to
 * the audit's comment stream (AuditCommented / AuditProviderCommented), answered with the audit.
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
    const event: AuditCommentEvent = {
      type,
      data: { auditId, batchId, comment: parsed.data.comment, commentedBy: user.id },
    };
    // 'any': comments do not depend on each other; the latest one stands.
    await this.store.append(streamName(AUDIT_COMMENT_STREAM, auditId), [event], 'any', {
      actorUserId: user.id,
      correlationId: auditId,
    });
    await this.readModels.catchUp();
    return (await this.audits.one(user, { id: auditId, batchId }))?.audit;
  }
}
