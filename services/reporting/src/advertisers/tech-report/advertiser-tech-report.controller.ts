import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CurrentUser, failure, Operation, type AuthenticatedUser } from '@tracklight/access';
import { AuditQueries } from '../../audits/audit-queries';
import { NetworkCriteria } from '../../audits/technical-report/network-criteria';
import { technicalReport } from '../../audits/technical-report/technical-report';

/**
 * GET /advertisers/{id}/tech-report: the advertiser (cms.advertisers) with the technical report
 * of its most recent completed audit the caller may see (null when there is none).
 */
@Controller('advertisers')
export class AdvertiserTechReportController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audits: AuditQueries,
    private readonly networks: NetworkCriteria,
  ) {}

  @Get(':id/tech-report')
  @Operation('reporting.advertisers.techReport')
  async techReport(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser) {
    const [advertiser] = (await this.dataSource.query(
      `SELECT id, network_id AS "networkId", network_advertiser_id AS "networkAdvertiserId", name,
              domain, cannot_audit AS "cannotAudit", cannot_audit_reason AS "cannotAuditReason"
         FROM cms.advertisers WHERE id = $1`,
      [id],
    )) as Record<string, unknown>[];
    if (!advertiser) throw new NotFoundException(failure(404, 'No such advertiser.'));
    const where = this.audits
      .scoped(user)
      .add((p) => `a.advertiser_id = ${p(id)}`)
      .add(() => `a.audited_at IS NOT NULL`);
    const [latest] = await this.audits.list(user, where, 'a.audited_at DESC NULLS LAST, a.id', 1);
    const found = latest ? await this.audits.one(user, { id: latest.id }) : null;
    const report = found
      ? technicalReport(found.audit, found.evidence, await this.networks.find(found.row.networkId), found.row.moonpullErrors)
      : null;
    return { advertiser, audit: found?.audit ?? null, technicalReport: report };
  }
}
