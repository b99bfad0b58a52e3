import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { IdParam, notFound, Operation } from '@tracklight/access';
import { AuditFiles, streamAnswer } from '@tracklight/platform';
import { traceKey } from '../browser/browser-trace';

export const NO_TRACE = 'No browser trace is kept for this audit (traces are off, the audit ran before they were kept, or it has been cleaned up).';

/**
 * GET /traces/{auditId}: the audit's browser session as a HAR (requests, responses, headers and
 * cookies, no bodies), for auditors to open in any HAR viewer. Staff only: unlike a screenshot,
 * a trace carries the network's and the advertiser's raw headers.
 */
@Controller('traces')
export class BrowserTraceController {
  constructor(private readonly files: AuditFiles) {}

  @Get(':auditId')
  @Operation('auditRunner.traces.read')
  async send(@Param('auditId', IdParam) auditId: string, @Res() response: Response): Promise<void> {
    const file = await this.files.get(traceKey(auditId));
    if (!file || file.size === 0) {
      file?.body.destroy();
      throw notFound(NO_TRACE);
    }
    response.attachment(`audit-${auditId}.har`).type('application/json').setHeader('Content-Length', file.size);
    await streamAnswer(file.body, response);
  }
}
