import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { badRequest, CurrentUser, Operation, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import { adminRangeProblem, enterpriseRangeProblem } from '@tracklight/presentation';
import { ReportSelection } from './report-selection';
import { reportType, REPORT_TYPES } from './report-types';
import { NO_AUDITS_MATCHED, ReportWriter } from './report-writer';

const list = z
  .string()
  .max(20_000)
  .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean));

/** The selection as a query string: lists comma-separated, as the report forms take them (spec section 5). */
const DownloadQuery = z.strictObject({
  batchIds: list.optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  reasonId: z.string().optional(),
  advertiserNames: list.optional(),
  advertiserAlps: list.optional(),
  status: z.string().optional(),
  assigneeIds: list.optional(),
  companyId: z.string().optional(),
  networkName: z.string().optional(),
  countryCodes: list.optional(),
  /** The enterprise report's date checks apply. */
  enterprise: z.enum(['true', 'false']).optional(),
  /** The admin report generator's date checks apply (at most 90 days; spec section 5). */
  admin: z.enum(['true', 'false']).optional(),
  fileName: z.string().max(200).regex(/^[\w .()-]+$/, 'fileName may hold letters, digits, spaces, dots, dashes and brackets.').optional(),
});

/**
 * GET /reports/{type}: a report streamed as it is read (text/csv, rows written page by page), for
 * large results and the UI's downloads; it stops reading when the client goes away (cancel).
 */
@Controller('reports')
export class ReportsController {
  constructor(private readonly writer: ReportWriter) {}

  @Get(':type')
  @Operation('reporting.reports.generate')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async download(
    @Param('type') typeId: string,
    @Query(new ZodPipe(DownloadQuery)) query: z.infer<typeof DownloadQuery>,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const type = reportType(typeId);
    if (!type) throw badRequest(`Unknown report type '${typeId}'. Types: ${REPORT_TYPES.map((t) => t.id).join(', ')}.`);
    this.writer.assertAllowed(user, type);
    const { enterprise, admin, fileName, ...rest } = query;
    const problem =
      (enterprise === 'true' && enterpriseRangeProblem(rest.startDate, rest.endDate)) ||
      // Dates are ignored when batch ids are given (spec section 5).
      (admin === 'true' && !rest.batchIds?.length && adminRangeProblem(rest.startDate, rest.endDate));
    if (problem) throw badRequest(problem);
    if (admin === 'true' && rest.batchIds?.length) Object.assign(rest, { startDate: undefined, endDate: undefined });
    const selection = ReportSelection.safeParse(rest);
    if (!selection.success) throw badRequest(selection.error.issues[0].message);
    let gone = false;
    request.on('close', () => (gone = true));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName ?? type.label}.csv"`);
    let wrote = false;
    for await (const chunk of this.writer.chunks(user, type, selection.data, () => gone)) {
      wrote = true;
      // Wait for the socket to drain: a slow client holds the next page back, not the memory.
      if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end(wrote ? undefined : NO_AUDITS_MATCHED);
  }
}
