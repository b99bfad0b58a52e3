import { Controller, Get, Param } from '@nestjs/common';
import { IdParam, notFound, Operation } from '@tracklight/access';
import { AuditFiles } from '@tracklight/platform';
import { MAX_BROWSER_ATTEMPTS } from '../run-audit/audit-attempt';
import { readStoredAuditLog } from './audit-log';
import { readAuditLog, type AuditLogView } from './audit-log-entries';

export const NO_AUDIT_LOG = 'No log is kept for this audit (it ran before audit logs were kept, has not started, or has been cleaned up).';

/**
 * GET /audit-logs/{auditId}: the audit's own log, every attempt's lines in order, for the technical
 * report. Read from the shared audit files, so any API process serves an audit whichever worker
 * ran it. Staff only: it names every host the audit met and how the engine behaved.
 */
@Controller('audit-logs')
export class AuditLogController {
  constructor(private readonly files: AuditFiles) {}

  @Get(':auditId')
  @Operation('auditRunner.logs.read')
  async read(@Param('auditId', IdParam) auditId: string): Promise<AuditLogView> {
    const text = await readStoredAuditLog(this.files, auditId, MAX_BROWSER_ATTEMPTS);
    if (!text) throw notFound(NO_AUDIT_LOG);
    return readAuditLog(auditId, text);
  }
}
