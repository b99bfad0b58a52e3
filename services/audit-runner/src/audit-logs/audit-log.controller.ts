import { Controller, Get, Inject, Param } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { IdParam, notFound, Operation } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { auditLogDirectory } from '../run-audit/browser-settings';
import { auditLogPath } from './audit-log';
import { readAuditLog, type AuditLogView } from './audit-log-entries';

export const NO_AUDIT_LOG = 'No log is kept for this audit (it ran before audit logs were kept, has not started, or has been cleaned up).';

/**
 * GET /audit-logs/{auditId}: the audit's own log, every attempt's lines in order, for the technical
 * report. Staff only: it names every host the audit met and how the engine behaved.
 */
@Controller('audit-logs')
export class AuditLogController {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  @Get(':auditId')
  @Operation('auditRunner.logs.read')
  async read(@Param('auditId', IdParam) auditId: string): Promise<AuditLogView> {
    const text = await readFile(auditLogPath(auditLogDirectory(this.settings), auditId), 'utf8').catch(() => null);
    if (!text) throw notFound(NO_AUDIT_LOG);
    return readAuditLog(auditId, text);
  }
}
