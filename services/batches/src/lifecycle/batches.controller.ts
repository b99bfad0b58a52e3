import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { BatchQueries, type LinkFilter } from '../read-model/batch-queries';
import { badRequest, notFound } from '@tracklight/access';
import { RequestContext } from '@tracklight/access';
import { BATCH_NOT_FOUND } from './batch-access';
import { RerunAuditHandler } from './rerun-audit/rerun-audit.handler';
import { UpdateBatchCommand, type BatchUpdateRecord } from './update-batch/update-batch.command';
import { UpdateBatchHandler } from './update-batch/update-batch.handler';

const Id = new ParseUUIDPipe({ exceptionFactory: () => notFound(BATCH_NOT_FOUND) });

@Controller()
export class BatchesController {
  constructor(
    private readonly queries: BatchQueries,
    private readonly update: UpdateBatchHandler,
    private readonly rerun: RerunAuditHandler,
  ) {}

  @Get('batches')
  @Operation('batches.list')
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    return this.queries.list(user, {
      page: query.page ? Number(query.page) : 1,
      perPage: query.perPage ? Number(query.perPage) : 10,
      showDeleted: query.showDeleted === 'true',
      batchFilterString: query.batchFilterString ?? query.q ?? null,
      startedAtFrom: query.startedAtFrom ? new Date(query.startedAtFrom) : null,
      startedAtTo: query.startedAtTo ? new Date(query.startedAtTo) : null,
      assignedToMe: query.assignedToMe === 'true',
      linkFilter: (query.linkFilter as LinkFilter | undefined) ?? 'ALL',
      minNumLinks: query.minNumLinks ? Number(query.minNumLinks) : null,
      companyId: query.companyId ?? null,
      isTemplate: query.isTemplate === 'true',
    });
  }

  @Get('batches/:id')
  @Operation('batches.read')
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id', Id) id: string) {
    const batch = await this.queries.byId(user, id);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    return { ...batch, batchLinks: await this.queries.links(id) };
  }

  /** Export batch CSV: done batches, super admins (spec section 2 and 6). */
  @Get('batches/:id/csv')
  @Operation('batches.exportCsv')
  @Header('content-type', 'text/csv; charset=utf-8')
  async csv(@CurrentUser() user: AuthenticatedUser, @Param('id', Id) id: string) {
    const batch = await this.queries.byId(user, id);
    if (!batch) throw notFound(BATCH_NOT_FOUND);
    if (!batch.isDone) throw badRequest('Only a finished batch can be exported.');
    return this.queries.linksCsv(id);
  }

  @Patch('audit/:batchId')
  @Operation('batches.update')
  patch(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Param('batchId', Id) batchId: string,
    @Body() body: BatchUpdateRecord | undefined,
  ) {
    return this.update.execute(new UpdateBatchCommand(user, batchId, body ?? {}, context));
  }

  @Patch('audit/:batchId/:auditId')
  @Operation('batches.rerunAudit')
  rerunAudit(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Param('batchId', Id) batchId: string,
    @Param('auditId', Id) auditId: string,
  ) {
    return this.rerun.execute(user, batchId, auditId, context);
  }
}
