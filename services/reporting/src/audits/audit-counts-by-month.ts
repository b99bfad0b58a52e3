import type { EntityManager } from 'typeorm';

interface MonthKey {
  company_id: string | null;
  month: string;
  memory_cookie_status: string;
}

/** Where the audit is counted in reporting.audit_counts_by_month; none until it is judged. */
const KEY = `SELECT company_id, to_char(audited_at AT TIME ZONE 'UTC', 'YYYY-MM-01') AS month, memory_cookie_status
               FROM reporting.audits WHERE id = $1 AND audited_at IS NOT NULL AND memory_cookie_status IS NOT NULL`;

/**
 * Counts every judged audit into the (empty) summary: for the migration that creates it over
 * audits already projected, and for tools that write reporting.audits directly (the benchmark).
 */
export const fillMonthCounts = (query: (sql: string) => Promise<unknown>): Promise<unknown> =>
  query(`INSERT INTO reporting.audit_counts_by_month (company_id, month, memory_cookie_status, count)
           SELECT company_id, date_trunc('month', audited_at AT TIME ZONE 'UTC')::date, memory_cookie_status, count(*)
             FROM reporting.audits WHERE audited_at IS NOT NULL AND memory_cookie_status IS NOT NULL GROUP BY 1, 2, 3`);

const add = async (manager: EntityManager, key: MonthKey, by: 1 | -1): Promise<void> => {
  await manager.query(
    `INSERT INTO reporting.audit_counts_by_month (company_id, month, memory_cookie_status, count) VALUES ($1, $2::date, $3, $4)
       ON CONFLICT (company_id, month, memory_cookie_status) DO UPDATE SET count = audit_counts_by_month.count + EXCLUDED.count`,
    [key.company_id, key.month, key.memory_cookie_status, by],
  );
  // A key no audit holds any more leaves the table, so it stays as small as the counts.
  if (by < 0) {
    await manager.query(
      `DELETE FROM reporting.audit_counts_by_month WHERE company_id IS NOT DISTINCT FROM $1 AND month = $2::date AND memory_cookie_status = $3 AND count = 0`,
      [key.company_id, key.month, key.memory_cookie_status],
    );
  }
};

const sameKey = (a: MonthKey | undefined, b: MonthKey | undefined) =>
  a?.company_id === b?.company_id && a?.month === b?.month && a?.memory_cookie_status === b?.memory_cookie_status;

/**
 * Runs `change` on the audit's row and moves its count in the monthly summary from where it was
 * counted to where it is counted now (judged, re-judged to another status), in the same
 * transaction, so the summary always equals a count of reporting.audits (decision 0028).
 */
export const keepingMonthCount = async (manager: EntityManager, auditId: string, change: () => Promise<void>): Promise<void> => {
  const [before] = (await manager.query(KEY, [auditId])) as MonthKey[];
  await change();
  const [after] = (await manager.query(KEY, [auditId])) as MonthKey[];
  if (sameKey(before, after)) return;
  if (before) await add(manager, before, -1);
  if (after) await add(manager, after, 1);
};
