import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { IdParam, notFound, Operation } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { tracePath } from '../browser/browser-trace';
import { traceDirectory } from '../run-audit/browser-settings';

export const NO_TRACE = 'No browser trace is kept for this audit (traces are off, the audit ran before they were kept, or it has been cleaned up).';

/**
 * GET /traces/{auditId}: the audit's browser session as a HAR (requests, responses, headers and
 * cookies, no bodies), for auditors to open in any HAR viewer. Staff only: unlike a screenshot,
 * a trace carries the network's and the advertiser's raw headers.
 */
@Controller('traces')
export class BrowserTraceController {
  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  @Get(':auditId')
  @Operation('auditRunner.traces.read')
  send(@Param('auditId', IdParam) auditId: string, @Res() response: Response): void {
    const file = resolve(tracePath(traceDirectory(this.settings), auditId));
    if (!existsSync(file) || statSync(file).size === 0) throw notFound(NO_TRACE);
    response.attachment(`audit-${auditId}.har`).type('application/json').sendFile(file);
  }
}
