import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CmsModule } from '../../cms/src/cms.module';
import { AdvertiserTechReportController } from './advertisers/tech-report/advertiser-tech-report.controller';
import { AuditEntity } from './audits/audit.entity';
import { AuditQueries } from './audits/audit-queries';
import { CommentAuditController } from './audits/comment-audit/comment-audit.controller';
import { AuditsForBatchResolver } from './audits/list-batch-audits/audits-for-batch.resolver';
import { AuditOneResolver } from './audits/read-audit/audit-one.resolver';
import { ReadAuditController } from './audits/read-audit/read-audit.controller';
import { ReportingReadModels } from './audits/reporting-read-models';
import { AuditManyResolver } from './audits/search-audits/audit-many.resolver';
import { NetworkDefinitions } from './audits/technical-report/network-definitions';
import { MemoryCookieStatusSummaryResolver } from './dashboard/memory-cookie-summary/memory-cookie-status-summary.resolver';
import { QueueCountsResolver } from './dashboard/queue-counts/queue-counts.resolver';
import { MostRecentAuditsResolver } from './dashboard/recent-audits/most-recent-audits.resolver';
import { StatusProcessingResolver } from './dashboard/status-processing/status-processing.resolver';
import { ReportingAudits1763780400000 } from './migrations/1763780400000-reporting-audits';
import { NetworkManyResolver } from './networks/network-many/network-many.resolver';

/** Needs CMS_MIGRATIONS beside these: the reports read cms.networks and cms.advertisers. */
export const REPORTING_MIGRATIONS = [ReportingAudits1763780400000];

/**
 * The audit read model (reporting.audits) and what reads it: audit lists and search, the single
 * audit and its technical report, comments, dashboard widgets, networkMany. Needs PlatformModule
 * and AccessModule (with REPORTING_OPERATIONS).
 */
@Module({
  // CmsModule: the platform content that colours handover impacts.
  imports: [TypeOrmModule.forFeature([AuditEntity]), CmsModule],
  controllers: [ReadAuditController, CommentAuditController, AdvertiserTechReportController],
  providers: [
    ReportingReadModels,
    AuditQueries,
    NetworkDefinitions,
    AuditsForBatchResolver,
    AuditManyResolver,
    AuditOneResolver,
    MemoryCookieStatusSummaryResolver,
    QueueCountsResolver,
    MostRecentAuditsResolver,
    StatusProcessingResolver,
    NetworkManyResolver,
  ],
  exports: [ReportingReadModels, AuditQueries],
})
export class ReportingModule {}
