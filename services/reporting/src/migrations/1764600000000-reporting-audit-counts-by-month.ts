import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fillMonthCounts } from '../audits/audit-counts-by-month';

/**
 * Judged audits counted per company, month (UTC) and memory cookie status, kept by the audits
 * projection beside reporting.audits (decision 0028): the dashboard's 12-month chart reads these
 * few hundred rows instead of every judged audit of the year. Filled here from the audits already
 * projected; a rebuild replays it with reporting.audits.
 */
export class ReportingAuditCountsByMonth1764600000000 implements MigrationInterface {
  name = 'ReportingAuditCountsByMonth1764600000000';

  async up(q: QueryRunner): Promise<void> {
    // company_id is null for audits of no company (the staff's own): one row of those per key.
    await q.query(`CREATE TABLE reporting.audit_counts_by_month (
      company_id text,
      month date NOT NULL,
      memory_cookie_status text NOT NULL,
      count integer NOT NULL,
      CONSTRAINT audit_counts_by_month_key UNIQUE NULLS NOT DISTINCT (company_id, month, memory_cookie_status)
    )`);
    await fillMonthCounts((sql) => q.query(sql));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reporting.audit_counts_by_month`);
  }
}
