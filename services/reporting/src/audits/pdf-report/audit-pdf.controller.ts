import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { z } from 'zod';
import { CurrentUser, failure, IdParam, Operation, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { Settings } from '@tracklight/config';
import { AuditFiles, PdfPrinter, readWhole, SETTINGS } from '@tracklight/platform';
import { AuditQueries } from '../audit-queries';
import type { AuditGqlView } from '../audit.views';
import { NetworkCriteria } from '../technical-report/network-criteria';
import { technicalReport } from '../technical-report/technical-report';
import { PDF_DOCUMENTS, pdfDocument } from '@tracklight/presentation';
import { pdfHtml } from './pdf-html';

const DocumentParam = new ZodPipe(z.enum(PDF_DOCUMENTS.map((d) => d.id) as [string, ...string[]], `The report is one of ${PDF_DOCUMENTS.map((d) => d.id).join(', ')}.`));
const SCREENSHOT_ID = /^[A-Za-z0-9_-]+$/;

/**
 * GET /audits/{id}/pdf and the other printed reports of spec section 7 (advertiser-pdf,
 * consent-pdf, ...): the audit as the caller may read it (a publisher only its own company's),
 * printed by Chromium from an HTML page with the screenshots inline.
 */
@Controller('audits')
export class AuditPdfController {
  constructor(
    private readonly audits: AuditQueries,
    private readonly networks: NetworkCriteria,
    private readonly printer: PdfPrinter,
    private readonly auditFiles: AuditFiles,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Get(':auditId/:document')
  @Operation('reporting.audits.read')
  // Each print holds a browser page for about a second: a few a minute per caller is plenty.
  @Throttle({ default: { limit: 20, ttl: 60_000 } })
  async print(
    @Param('auditId', IdParam) auditId: string,
    @Param('document', DocumentParam) documentId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() response: Response,
  ): Promise<void> {
    const document = pdfDocument(documentId)!;
    const found = await this.audits.one(user, { id: auditId });
    if (!found) throw new NotFoundException(failure(404, 'No such audit.'));
    const criteria = await this.networks.find(found.row.networkId);
    const { stageChecks } = technicalReport(found.audit, found.evidence, criteria, found.row.moonpullErrors);
    const pdf = await this.printer.print(
      pdfHtml({
        productName: this.settings.PRODUCT_NAME,
        document,
        audit: found.audit,
        stageChecks,
        screenshots: await this.screenshots(found.audit, document.stages),
        printedAt: new Date(),
      }),
    );
    const name = `${this.settings.PRODUCT_NAME} ${document.title} ${auditId}.pdf`.replace(/[^\w .()-]/g, '');
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    response.end(pdf);
  }

  /** The stages' screenshots as data URIs; one whose file is gone (retention) is left out. */
  private async screenshots(audit: AuditGqlView, stages: readonly string[] | undefined): Promise<{ stage: string; dataUri: string }[]> {
    const wanted = audit.screenshots.filter((s) => SCREENSHOT_ID.test(s.id) && (!stages || stages.includes(s.stage)));
    const read = await Promise.all(
      wanted.map(async (s) => {
        const file = await this.auditFiles.get(`${s.id}.png`).catch(() => null);
        const png = file ? await readWhole(file) : null;
        return png ? { stage: s.stage, dataUri: `data:image/png;base64,${png.toString('base64')}` } : null;
      }),
    );
    return read.filter((s) => s !== null);
  }
}
