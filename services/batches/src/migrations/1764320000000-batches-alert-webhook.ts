import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A template's verdict-change webhook (issue 16 item 7), shown and edited on the template screen. */
export class BatchesAlertWebhook1764320000000 implements MigrationInterface {
  name = 'BatchesAlertWebhook1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE batches.batches ADD COLUMN alert_webhook_url text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE batches.batches DROP COLUMN alert_webhook_url`);
  }
}
