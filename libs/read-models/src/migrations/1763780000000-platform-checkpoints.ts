import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformCheckpoints1763780000000 implements MigrationInterface {
  name = 'PlatformCheckpoints1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS platform`);
    await q.query(`CREATE TABLE platform.checkpoints (
      name text PRIMARY KEY,
      transaction_id numeric NOT NULL,
      global_position bigint NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE platform.processed_events (
      consumer_group text NOT NULL,
      event_id uuid NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer_group, event_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE platform.processed_events`);
    await q.query(`DROP TABLE platform.checkpoints`);
  }
}
