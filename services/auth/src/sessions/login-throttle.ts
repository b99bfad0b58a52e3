import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailIndex } from '../users/email-index';
import { tooManyRequests } from '@tracklight/access';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Slows password guessing: after too many failed logins for one username, or from one address,
 * within the window, logins answer 429 until the oldest failure leaves the window. Kept in a
 * table rather than in memory so every API process sees the same count; unknown usernames count
 * too, so the answer never tells which accounts exist.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  private keys(username: string, address: string): [string, number][] {
    return [
      [`username:${EmailIndex.normalise(username)}`, MAX_FAILURES_PER_USERNAME],
      [`address:${address}`, MAX_FAILURES_PER_ADDRESS],
    ];
  }

  /** Throws 429 when either the username or the address has used up its attempts. */
  async assertAllowed(username: string, address: string): Promise<void> {
    for (const [key, limit] of this.keys(username, address)) {
      const [row]: { failures: number; wait_seconds: number | null }[] =
        await this.dataSource.query(
          `SELECT count(*)::int AS failures,
                extract(epoch FROM min(failed_at) + make_interval(mins => $2) - now())::int AS wait_seconds
           FROM auth.login_failures WHERE key = $1 AND failed_at > now() - make_interval(mins => $2)`,
          [key, THROTTLE_WINDOW_MINUTES],
        );
      if (row.failures >= limit) {
        const minutes = Math.max(1, Math.ceil((row.wait_seconds ?? 60) / 60));
        throw tooManyRequests(
          `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
        );
      }
    }
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const [key] of this.keys(username, address)) {
        await manager.query(`INSERT INTO auth.login_failures (key) VALUES ($1)`, [key]);
      }
      await manager.query(
        `DELETE FROM auth.login_failures WHERE failed_at < now() - make_interval(mins => $1)`,
        [THROTTLE_WINDOW_MINUTES],
      );
    });
  }

  /** A successful login clears the username's count (not the address's: one address, many guesses). */
  async recordSuccess(username: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM auth.login_failures WHERE key = $1`, [
      `username:${EmailIndex.normalise(username)}`,
    ]);
  }
}
