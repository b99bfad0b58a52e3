import type { EntityManager } from 'typeorm';
import {
  isAdvertiserIssueEvent,
  isAuditCompleted,
  isAuditRequested,
  isIssueReportEvent,
  type AdvertiserIssueEvent,
  type IssueReportEvent,
} from '@tracklight/contracts';
import type { StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';

/** cms.issue_reports, cms.advertiser_issues (+ comments) and cms.issue_audits (who audited which advertiser). */
export class IssuesProjection implements Projection {
  readonly name = 'cms-issues';
  readonly tables = ['cms.issue_reports', 'cms.advertiser_issues', 'cms.advertiser_issue_comments', 'cms.issue_audits'];

  async apply(stored: StoredEvent, manager: EntityManager): Promise<void> {
    const at = stored.metadata.occurredAt;
    if (isIssueReportEvent(stored) || isAdvertiserIssueEvent(stored)) return this.applyIssue(stored, at, manager);
    if (isAuditRequested(stored))
      await manager.query(
        `INSERT INTO cms.issue_audits (audit_id, company_id, requested_by) VALUES ($1, $2, $3) ON CONFLICT (audit_id) DO NOTHING`,
        [stored.data.auditId, stored.data.companyId, stored.data.requestedBy],
      );
    else if (isAuditCompleted(stored))
      await manager.query(`UPDATE cms.issue_audits SET advertiser_id = $2 WHERE audit_id = $1`, [stored.data.auditId, stored.data.advertiserId]);
  }

  /** The `issuereport` and `advertiserissue` families (libs/contracts' issue-report-events.ts). */
  private async applyIssue(event: IssueReportEvent | AdvertiserIssueEvent, at: string, manager: EntityManager): Promise<void> {
    switch (event.type) {
      case 'IssueReported': {
        const r = event.data;
        await manager.query(
          `INSERT INTO cms.issue_reports (id, audit_id, advertiser_id, company_id, comment, metadata, files, contact_details, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
          [r.reportId, r.auditId, r.advertiserId, r.companyId, r.comment, r.metadata, JSON.stringify(r.files), r.contactDetails, at],
        );
        await manager.query(
          `INSERT INTO cms.advertiser_issues (advertiser_id, status, report_count, last_reported_at, updated_at) VALUES ($1, 'open', 1, $2, $2)
           ON CONFLICT (advertiser_id) DO UPDATE SET report_count = cms.advertiser_issues.report_count + 1, last_reported_at = $2, updated_at = $2,
             status = CASE WHEN cms.advertiser_issues.status = 'resolved' THEN 'open' ELSE cms.advertiser_issues.status END`,
          [r.advertiserId, at],
        );
        return;
      }
      case 'AdvertiserIssueStatusChanged':
        await manager.query(`UPDATE cms.advertiser_issues SET status = $2, updated_at = $3 WHERE advertiser_id = $1`, [event.data.advertiserId, event.data.status, at]);
        return;
      case 'AdvertiserIssueCommented': {
        const c = event.data;
        await manager.query(
          `INSERT INTO cms.advertiser_issue_comments (id, advertiser_id, comment, author_name, company_id, by_provider, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
          [c.commentId, c.advertiserId, c.comment, c.authorName, c.companyId, c.byProvider, at],
        );
        await manager.query(`UPDATE cms.advertiser_issues SET updated_at = $2 WHERE advertiser_id = $1`, [c.advertiserId, at]);
        return;
      }
      default:
        return;
    }
  }
}
