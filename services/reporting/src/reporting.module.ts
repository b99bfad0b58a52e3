import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PdfPrinter } from '@tracklight/platform';
import { AdvertiserCertificationResolver } from './advertisers/certification/advertiser-certification.resolver';
import { AdvertiserTechReportController } from './advertisers/tech-report/advertiser-tech-report.controller';
import { AuditEntity } from './audits/audit.entity';
import { AuditQueries } from './audits/audit-queries';
import { CommentAuditController } from './audits/comment-audit/comment-audit.controller';
import { AuditEvidenceDiffResolver } from './audits/evidence-diff/audit-evidence-diff.resolver';
import { AuditsForBatchResolver } from './audits/list-batch-audits/audits-for-batch.resolver';
import { AuditOneResolver } from './audits/read-audit/audit-one.resolver';
import { ReadAuditController } from './audits/read-audit/read-audit.controller';
import { ReportingReadModels } from './audits/reporting-read-models';
import { AuditManyResolver } from './audits/search-audits/audit-many.resolver';
import { AuditFilterChoicesResolver } from './audits/list-audits/audit-filter-choices.resolver';
import { NetworkCriteria } from './audits/technical-report/network-criteria';
import { MemoryCookieStatusSummaryResolver } from './dashboard/memory-cookie-summary/memory-cookie-status-summary.resolver';
import { DashboardChartsResolver } from './dashboard/charts/dashboard-charts.resolver';
import { QueueCountsResolver } from './dashboard/queue-counts/queue-counts.resolver';
import { MostRecentAuditsResolver } from './dashboard/recent-audits/most-recent-audits.resolver';
import { StatusProcessingResolver } from './dashboard/status-processing/status-processing.resolver';
import { ReportingAudits1763780400000 } from './migrations/1763780400000-reporting-audits';
import { ReportingAuditsNetworkVersion1764101700000 } from './migrations/1764101700000-reporting-audits-network-version';
import { ReportingLinkAssurance1764210000000 } from './migrations/1764210000000-reporting-link-assurance';
import { ReportingAuditAssignments1764220000000 } from './migrations/1764220000000-reporting-audit-assignments';
import { ReportingCmsContent1764300000000 } from './migrations/1764300000000-reporting-cms-content';
import { ErrorCatalogueReader } from './cms-content/error-catalogue';
import { ErrorLegendResolver } from './code-legend/error-legend.resolver';
import { ReportingCmsContent1764330000000 } from './migrations/1764330000000-reporting-cms-content';
import { AssignAuditResolver } from './audits/assign-audit/assign-audit.resolver';
import { BulkAssignHandler } from './audits/bulk-assign/bulk-assign.handler';
import { BulkAssignResolver } from './audits/bulk-assign/bulk-assign.resolver';
import { AuditPdfController } from './audits/pdf-report/audit-pdf.controller';
import { ReportWriter } from './reports/report-writer';
import { ValueCalcController } from './value-calc/value-calc.controller';
import { LoggingController } from './logging/logging.controller';
import { ServerErrorRecorder } from './logging/server-error-recorder';
import { ReportingServerErrors1764340000000 } from './migrations/1764340000000-reporting-server-errors';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ReportsController } from './reports/reports.controller';
import { ReportsResolver } from './reports/reports.resolver';
import { IdentifiedAdvertisersResolver } from './reports/identified-advertisers.resolver';
import { AssuranceController } from './link-assurance/assurance.controller';
import { AssuranceQueries } from './link-assurance/assurance-queries';
import { LinkAssuranceResolver } from './link-assurance/link-assurance.resolver';
import { ReportingVerdictAlerts1764320100000 } from './migrations/1764320100000-reporting-verdict-alerts';
import { ReportingAuditSecondOpinions1764400230000 } from './migrations/1764400230000-reporting-audit-second-opinions';
import { ReportingAuditsChartIndexes1764500000000 } from './migrations/1764500000000-reporting-audits-chart-indexes';
import { ReportingAuditCountsByMonth1764600000000 } from './migrations/1764600000000-reporting-audit-counts-by-month';
import { ReportingAuditListTools1764600100000 } from './migrations/1764600100000-reporting-audit-list-tools';
import { ReportingAuditsReportOrder1764700400000 } from './migrations/1764700400000-reporting-audits-report-order';
import { VerdictAlertsModule } from './verdict-alerts/verdict-alerts.module';

/** Needs CMS_MIGRATIONS beside these: the reports read cms.networks and cms.advertisers. */
export const REPORTING_MIGRATIONS = [ReportingAudits1763780400000, ReportingAuditsNetworkVersion1764101700000, ReportingLinkAssurance1764210000000, ReportingAuditAssignments1764220000000, ReportingCmsContent1764300000000, ReportingVerdictAlerts1764320100000, ReportingCmsContent1764330000000, ReportingServerErrors1764340000000, ReportingAuditSecondOpinions1764400230000, ReportingAuditsChartIndexes1764500000000, ReportingAuditCountsByMonth1764600000000, ReportingAuditListTools1764600100000, ReportingAuditsReportOrder1764700400000];

/**
 * The audit read model (reporting.audits) and what reads it: audit lists and search, the single
 * audit and its technical report, comments, dashboard widgets. Needs PlatformModule
 * and AccessModule (with REPORTING_OPERATIONS).
 */
@Module({
  // The platform content that colours handover impacts comes through PLATFORM_CONTENT_SOURCE
  // (libs/contracts), which the process's composition root provides (CMS_PORTS).
  imports: [TypeOrmModule.forFeature([AuditEntity]), VerdictAlertsModule],
  controllers: [ReadAuditController, CommentAuditController, AdvertiserTechReportController, AssuranceController, ReportsController, AuditPdfController, ValueCalcController, LoggingController],
  providers: [
    ReportingReadModels,
    AuditQueries,
    ErrorCatalogueReader,
    ErrorLegendResolver,
    NetworkCriteria,
    AuditsForBatchResolver,
    AuditManyResolver,
    AuditFilterChoicesResolver,
    AuditOneResolver,
    AuditEvidenceDiffResolver,
    MemoryCookieStatusSummaryResolver,
    QueueCountsResolver,
    MostRecentAuditsResolver,
    StatusProcessingResolver,
    DashboardChartsResolver,
    AssuranceQueries,
    LinkAssuranceResolver,
    AdvertiserCertificationResolver,
    AssignAuditResolver,
    BulkAssignResolver,
    BulkAssignHandler,
    ReportWriter,
    ReportsResolver,
    IdentifiedAdvertisersResolver,
    PdfPrinter,
    // Every route's and resolver's server errors, for GET /logging.
    { provide: APP_INTERCEPTOR, useClass: ServerErrorRecorder },
  ],
  exports: [ReportingReadModels, AuditQueries],
})
export class ReportingModule {}
