import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  Logger,
  Param,
  Post,
  Res,
  UploadedFiles,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { badRequest, CurrentUser, notFound, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import { ISSUE_REPORT_STREAM, type AttachedFile, type IssueReported } from '@tracklight/contracts';
import { EventStore, recordOnce, streamName, type CommandContext } from '@tracklight/event-store';
import { FileStore, streamAnswer } from '@tracklight/platform';
import { IssuesReadModel } from '../issues-read-model';
import { FILE_LIMITS, IssueMetadata, IssueReportFields, MAX_FILE_BYTES, MAX_FILES, ONLY_IMAGES_AND_PDF, safeFileName, sniffContentType } from './issue-report.schema';
import { OtherPublishersMail } from './other-publishers-mail';
import { uploadLimitFilter } from '../../shared/upload-limit.filter';

interface Upload {
  originalname: string;
  buffer: Buffer;
  size: number;
}

const Id = new ZodPipe(z.uuid('That id is not valid.'));
const NO_SUCH_AUDIT = 'No such audit.';
export const ISSUE_REPORT_CREATED = 'Issue report created successfully!';

/**
 * POST /services/issues/reports (spec section 7): a publisher's report about the advertiser of
 * one of its audits, with screenshots or PDFs. Everything is checked before anything is stored;
 * files are kept under random names and only ever served as downloads, to the reporter's company
 * and the provider's staff. The report's stream is new (a random id), recorded once (recordOnce);
 * one that exists already is refused with a 500.
 */
@Controller('services/issues/reports')
export class ReportIssueController {
  private readonly logger = new Logger(ReportIssueController.name);

  constructor(
    private readonly store: EventStore,
    private readonly files: FileStore,
    private readonly readModel: IssuesReadModel,
    private readonly otherPublishers: OtherPublishersMail,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Post()
  @Operation('cms.issueReports.create')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @UseFilters(uploadLimitFilter(FILE_LIMITS))
  @UseInterceptors(AnyFilesInterceptor({ limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 10 } }))
  async create(
    @Body(new ZodPipe(IssueReportFields)) fields: z.infer<typeof IssueReportFields>,
    @UploadedFiles() uploads: Upload[] | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
  ) {
    const metadata = IssueMetadata.safeParse(fields.metadata ? parseJson(fields.metadata) : {});
    if (!metadata.success) throw badRequest(metadata.error.issues[0].message);
    const [audit] = await this.dataSource.query(`SELECT company_id, advertiser_id FROM cms.issue_audits WHERE audit_id = $1`, [fields.auditId]);
    // Another company's audit reads as absent.
    if (!audit || (!user.isSuperAdmin && audit.company_id !== user.companyId)) throw notFound(NO_SUCH_AUDIT);
    if (audit.advertiser_id !== fields.advertiserId) throw badRequest('That advertiser is not the one this audit landed on.');
    const reportId = randomUUID();
    const attached: (AttachedFile & { content: Buffer })[] = (uploads ?? []).map((upload) => {
      const contentType = sniffContentType(upload.buffer);
      if (!contentType) throw badRequest(ONLY_IMAGES_AND_PDF);
      return { id: randomUUID(), name: safeFileName(upload.originalname), contentType, size: upload.size, content: upload.buffer };
    });
    for (const file of attached) await this.files.put(fileKey(reportId, file.id), file.content);
    const report: IssueReported['data'] = {
      reportId,
      auditId: fields.auditId,
      advertiserId: fields.advertiserId,
      companyId: audit.company_id,
      comment: fields.comment,
      metadata: metadata.data,
      files: attached.map(({ content: _content, ...file }) => file),
      contactDetails: { type: 'publisher', company: user.companyName, contact: user.email, name: user.name },
    };
    // A new id's stream: a report is kept once and never changed.
    const reported: IssueReported = { type: 'IssueReported', data: report };
    if (!(await recordOnce(this.store, streamName(ISSUE_REPORT_STREAM, reportId), reported, context)))
      throw new Error(`The issue report "${reportId}" exists already.`);
    await this.readModel.catchUp();
    if (metadata.data.shouldEmailOtherPublishers) {
      // The report stands whether or not the courtesy mail goes out.
      await this.otherPublishers.tell(report).catch((error: unknown) => this.logger.warn({ err: error }, 'other publishers not mailed'));
    }
    return { id: reportId, message: ISSUE_REPORT_CREATED };
  }

  /** A file of a report, as a download, to the reporter's company and the provider's staff only. */
  @Get(':reportId/files/:fileId')
  @Operation('cms.issueReports.read')
  async file(
    @Param('reportId', Id) reportId: string,
    @Param('fileId', Id) fileId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res() response: Response,
  ): Promise<void> {
    const [report] = await this.dataSource.query(`SELECT company_id, files FROM cms.issue_reports WHERE id = $1`, [reportId]);
    const file = (report?.files as AttachedFile[] | undefined)?.find((candidate) => candidate.id === fileId);
    const stored = file && (user.isSuperAdmin || report.company_id === user.companyId) ? await this.files.get(fileKey(reportId, fileId)) : null;
    if (!file || !stored) throw notFound('No such file.');
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    // Never rendered as a page of ours, whatever is inside.
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    response.setHeader('Content-Length', stored.size);
    await streamAnswer(stored.body, response);
  }
}

const fileKey = (reportId: string, fileId: string) => `issue-reports/${reportId}/${fileId}`;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('metadata must be JSON.');
  }
};
