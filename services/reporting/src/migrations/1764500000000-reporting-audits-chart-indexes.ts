import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard charts (dashboard-charts.resolver.ts) count judged audits by week, month, network
 * and assignment over the last 3 to 12 months. These indexes hold every column those counts read,
 * so Postgres answers them from the index alone instead of one heap page per audit (decision
 * 0041): one for a company's dashboard, one for the staff's across every company.
 */
export class ReportingAuditsChartIndexes1764500000000 implements MigrationInterface {
  name = 'ReportingAuditsChartIndexes1764500000000';

  async up(q: QueryRunner): Promise<void> {
    const counted = `INCLUDE (memory_cookie_status, network_id, network_name, assigned_to_id, assignment_resolved) WHERE memory_cookie_status IS NOT NULL`;
    await q.query(`CREATE INDEX audits_charts_company ON reporting.audits (company_id, audited_at) ${counted}`);
    await q.query(`CREATE INDEX audits_charts ON reporting.audits (audited_at) ${counted}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reporting.audits_charts_company`);
    await q.query(`DROP INDEX reporting.audits_charts`);
  }
}
