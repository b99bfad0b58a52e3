import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BatchesCompanyTypes1763780600000 implements MigrationInterface {
  name = 'BatchesCompanyTypes1763780600000';

  async up(q: QueryRunner): Promise<void> {
    // The batch list's company type filter (spec section 2): the batches service keeps its own
    // copy of each company's type, projected from the auth service's company events.
    await q.query(`CREATE TABLE batches.companies (
      id text PRIMARY KEY,
      company_type text NOT NULL,
      is_provider boolean NOT NULL)`);
    await q.query(`CREATE INDEX companies_type ON batches.companies (company_type)`);
    // Company events already read by the projection would be missed: rebuild it from the start
    // (the completion-mail outbox is keyed by event id, so nobody is mailed twice).
    await q.query(`TRUNCATE batches.batches, batches.batch_links`);
    await q.query(`DELETE FROM platform.checkpoints WHERE name = 'batches'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE batches.companies`);
  }
}
