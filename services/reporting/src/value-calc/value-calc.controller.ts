import { Body, Controller, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, Operation, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import { DEFAULT_REPORT_RANGE_DAYS } from '@tracklight/presentation';
import { AuditQueries } from '../audits/audit-queries';
import { narrow } from '../reports/report-selection';
import { valueWorkbook, type ValuedLink } from './value-workbook';

/** The form's inputs: the monthly affiliate revenue per network, and which audits to read. */
const ValueCalcBody = z
  .strictObject({
    networks: z
      .array(
        z.strictObject({
          network: z.string().trim().min(1, 'Each row needs a network.').max(200),
          monthlyRevenue: z.number('Each row needs its monthly revenue as a number.').min(0, 'Monthly revenue cannot be negative.').max(1e12),
        }),
        'networks must be a list of networks and their monthly revenue.',
      )
      .min(1, 'Enter the monthly revenue of at least one network.')
      .max(50, 'At most 50 networks.'),
    startDate: z.iso.date('Dates are YYYY-MM-DD.').optional(),
    endDate: z.iso.date('Dates are YYYY-MM-DD.').optional(),
    currency: z.string().regex(/^[A-Z]{3}$/, 'currency is a three-letter code such as GBP.').default('GBP'),
  })
  .refine((body) => !body.startDate || !body.endDate || body.startDate <= body.endDate, { message: 'Please select a valid date range.', path: ['endDate'] })
  .refine((body) => new Set(body.networks.map((n) => n.network.toLowerCase())).size === body.networks.length, { message: 'Each network may appear once.', path: ['networks'] });
type ValueCalcBody = z.infer<typeof ValueCalcBody>;

/** Above this many links the calculation refuses (a company audits far fewer distinct links). */
const MAX_LINKS = 20_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * POST /value-calc and /value-warning-calc (spec section 7): the revenue a publisher stands to
 * lose from the handover impact of its audited links (the latest audit of each), as an xlsx with
 * the calculation in formulas. The warning calculation counts only links whose impact reaches the
 * warning threshold (platform content), the ones worth acting on first.
 */
@Controller()
export class ValueCalcController {
  constructor(
    private readonly audits: AuditQueries,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Post('value-calc')
  @HttpCode(200)
  @Operation('reporting.reports.generate')
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  valueCalc(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(ValueCalcBody)) body: ValueCalcBody, @Res() response: Response) {
    return this.answer(user, body, response, false);
  }

  @Post('value-warning-calc')
  @HttpCode(200)
  @Operation('reporting.reports.generate')
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  valueWarningCalc(@CurrentUser() user: AuthenticatedUser, @Body(new ZodPipe(ValueCalcBody)) body: ValueCalcBody, @Res() response: Response) {
    return this.answer(user, body, response, true);
  }

  private async answer(user: AuthenticatedUser, body: ValueCalcBody, response: Response, warningOnly: boolean): Promise<void> {
    const endDate = body.endDate ?? day(new Date());
    const startDate = body.startDate ?? day(new Date(Date.parse(endDate) - DEFAULT_REPORT_RANGE_DAYS * 86_400_000));
    const where = narrow(this.audits.scoped(user), { startDate, endDate })
      .add(() => `a.status = 'DONE' AND a.next_audit_id IS NULL`)
      .add((p) => `lower(a.network_name) = ANY(${p(body.networks.map((n) => n.network.toLowerCase()))})`);
    const audits = await this.audits.list(user, where, 'a.network_name, a.requested_at, a.id', MAX_LINKS);
    const thresholds = await this.audits.handoverImpactThresholds();
    const links: ValuedLink[] = audits.map((audit) => ({
      network: body.networks.find((n) => n.network.toLowerCase() === audit.network?.name.toLowerCase())?.network ?? audit.network?.name ?? '',
      link: audit.link,
      advertiser: audit.advertiser?.name ?? audit.finalDomain,
      status: audit.displayStatus.text ?? audit.memoryCookieStatusReadable,
      impact: audit.handoverImpact,
      counted: !warningOnly || audit.handoverImpactColour === 'warning' || audit.handoverImpactColour === 'danger',
    }));
    const title = warningOnly ? 'Revenue at risk from links at warning level or worse' : 'Revenue at risk from handover impact';
    const xlsx = await valueWorkbook({
      productName: this.settings.PRODUCT_NAME,
      title,
      countedMeans: warningOnly
        ? `Counted: links whose tracking lost is at or above the warning threshold (${thresholds.handoverImpactThresholdWarning ?? 'not set'}%).`
        : 'Counted: every audited link (the latest audit of each).',
      currency: body.currency,
      networks: body.networks,
      links,
      period: `${startDate} to ${endDate}`,
    });
    response.setHeader('Content-Type', XLSX);
    response.setHeader('Content-Disposition', `attachment; filename="${this.settings.PRODUCT_NAME.replace(/[^\w .()-]/g, '')} ${title} ${endDate}.xlsx"`);
    response.end(xlsx);
  }
}
