import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-logs/audit-log.controller';
import { AuditRunnerModule } from './audit-runner.module';
import { BrowserTraceController } from './browser-traces/browser-trace.controller';
import { RejudgeAuditsHandler } from './rejudge-audits/rejudge-audits.handler';
import { RejudgeAuditsResolver } from './rejudge-audits/rejudge-audits.resolver';

export { AUDIT_RUNNER_OPERATIONS } from './audit-runner.operations';

/**
 * The audit runner's API (re-judging stored evidence, browser traces, audit logs). Apart from AuditRunnerModule because
 * audit worker processes have no API; a process importing this needs AccessModule with
 * AUDIT_RUNNER_OPERATIONS.
 */
@Module({
  imports: [AuditRunnerModule],
  controllers: [BrowserTraceController, AuditLogController],
  providers: [RejudgeAuditsHandler, RejudgeAuditsResolver],
})
export class AuditRunnerApiModule {}
