import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The write side's e-mail → user index. E-mails are unique across users, which no single stream
 * can check, so a command reserves the address here (a primary key) before it appends; the index
 * also finds the user stream for a login without waiting for a projection.
 */
@Injectable()
export class EmailIndex {
  constructor(private readonly dataSource: DataSource) {}

  static normalise(email: string): string {
    return email.trim().toLowerCase();
  }

  async userIdOf(email: string): Promise<string | null> {
    const rows: { user_id: string }[] = await this.dataSource.query(
      `SELECT user_id FROM auth.user_emails WHERE email = $1`,
      [EmailIndex.normalise(email)],
    );
    return rows[0]?.user_id ?? null;
  }

  /** True when the address was free and is now the user's. */
  async reserve(email: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO auth.user_emails (email, user_id) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING email`,
      [EmailIndex.normalise(email), userId],
    );
    return rows.length === 1;
  }

  async release(email: string, userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.user_emails WHERE email = $1 AND user_id = $2`, [
      EmailIndex.normalise(email),
      userId,
    ]);
  }

  async isEmpty(): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM auth.user_emails LIMIT 1`);
    return rows.length === 0;
  }
}
