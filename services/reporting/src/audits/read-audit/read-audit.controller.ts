import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { CurrentUser, failure, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../audit-queries';
import { NetworkCriteria } from '../technical-report/network-criteria';
import { technicalReport } from '../technical-report/technical-report';

/**
 * GET /batches/{batchId}/audits/{auditId}: the audit (same shape as GraphQL auditOne);
 * with ?view=technical, its technical report built from the recorded evidence, audit included.
 */
@Controller('batches/:batchId/audits')
export class ReadAuditController {
  constructor(
    private readonly audits: AuditQueries,
    private readonly networks: NetworkCriteria,
  ) {}

  @Get(':auditId')
  @Operation('reporting.audits.read')
  async read(
    @Param('batchId') batchId: string,
    @Param('auditId') auditId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Query('view') view?: string,
  ) {
    const found = await this.audits.one(user, { id: auditId, batchId });
    if (!found) throw new NotFoundException(failure(404, 'No such audit.'));
    if (view !== 'technical') return found.audit;
    const criteria = await this.networks.find(found.row.networkId);
    return { ...technicalReport(found.audit, found.evidence, criteria, found.row.moonpullErrors), audit: found.audit };
  }
}
