import { Controller, Get, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { Operation, ZodPipe } from '@tracklight/access';

const LoggingQuery = z.strictObject({
  page: z.coerce.number('page is a number.').int().min(1, 'page starts at 1.').default(1),
  perPage: z.coerce.number('perPage is a number.').int().min(1).max(100, 'perPage is at most 100.').default(25),
  kind: z.enum(['server-error', 'audit-failure'], 'kind is server-error or audit-failure.').optional(),
});

export interface LogEntry {
  kind: 'server-error' | 'audit-failure';
  occurredAt: Date;
  /** The route or GraphQL field that failed; for an audit failure, its link. */
  source: string;
  message: string;
  auditId: string | null;
  companyId: string | null;
}

// Both kinds as one list, newest first: server errors as recorded (server-error-recorder.ts),
// audit failures from the audit read model.
const ENTRIES = `
  SELECT 'server-error' AS kind, occurred_at, operation AS source, message, NULL AS audit_id, NULL AS company_id FROM reporting.server_errors
  UNION ALL
  SELECT 'audit-failure', finished_at, link, coalesce(fail_reason, 'The audit failed without a reason.'), id, company_id
    FROM reporting.audits WHERE status = 'FAILED' AND finished_at IS NOT NULL`;

/**
 * GET /logging (spec section 7): the super admin's view of recent server errors and audit
 * failures, newest first, a page at a time; kind narrows to one of the two.
 */
@Controller('logging')
export class LoggingController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @Operation('reporting.logging.read')
  async list(@Query(new ZodPipe(LoggingQuery)) query: z.infer<typeof LoggingQuery>) {
    const filter = query.kind ? `WHERE kind = $1` : '';
    const params = query.kind ? [query.kind] : [];
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM (${ENTRIES}) entries ${filter} ORDER BY occurred_at DESC LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`,
        params,
      ) as Promise<{ kind: LogEntry['kind']; occurred_at: Date; source: string; message: string; audit_id: string | null; company_id: string | null }[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM (${ENTRIES}) entries ${filter}`, params) as Promise<{ count: number }[]>,
    ]);
    const pageCount = Math.ceil(count / query.perPage);
    return {
      items: rows.map((r): LogEntry => ({ kind: r.kind, occurredAt: r.occurred_at, source: r.source, message: r.message, auditId: r.audit_id, companyId: r.company_id })),
      pageInfo: { currentPage: query.page, perPage: query.perPage, pageCount, itemCount: count, hasNextPage: query.page < pageCount, hasPreviousPage: query.page > 1 },
    };
  }
}
