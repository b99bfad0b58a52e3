import { Body, Controller, HttpCode, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { RequestContext } from '@tracklight/access';
import { LinkInputError, type RawLink } from '../batch-link.input';
import { parseLinksCsv } from '../parse-csv';
import { SubmitBatchCommand } from './submit-batch.command';
import { SubmitBatchHandler } from './submit-batch.handler';

interface UploadedCsv {
  fieldname: string;
  originalname: string;
  buffer: Buffer;
}

const ENGINES = ['luna'];
/** A 5,000-link CSV is well under this. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const objectOf = (value: unknown, field: string): Record<string, unknown> => {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      return objectOf(JSON.parse(value), field);
    } catch {
      throw badRequest(`${field} must be a JSON object.`);
    }
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${field} must be a JSON object.`);
  return value as Record<string, unknown>;
};

@Controller('audit')
export class SubmitBatchController {
  constructor(private readonly handler: SubmitBatchHandler) {}

  /**
   * Multipart: a CSV file (any field name) plus meta fields, or a `batchMeta` JSON field.
   * JSON: `{batchMeta, batchLinks}`.
   */
  @Post()
  @HttpCode(201)
  @Operation('batches.submit')
  @UseInterceptors(AnyFilesInterceptor({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }))
  submit(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedCsv[] | undefined,
    @Query('engine') engine?: string,
  ) {
    if (engine !== undefined && !ENGINES.includes(engine)) throw badRequest(`Unknown audit engine '${engine}'.`);
    const fields = body ?? {};
    const file = files?.[0];
    let links: RawLink[];
    let csv: string | null = null;
    let meta: Record<string, unknown>;
    if (file) {
      csv = file.buffer.toString('utf8');
      try {
        links = parseLinksCsv(csv);
      } catch (error) {
        if (error instanceof LinkInputError) throw badRequest(error.message);
        throw error;
      }
      const { batchMeta, ...loose } = fields;
      meta = { ...loose, ...objectOf(batchMeta, 'batchMeta') };
    } else {
      meta = objectOf(fields.batchMeta, 'batchMeta');
      const raw = typeof fields.batchLinks === 'string' ? JSON.parse(fields.batchLinks) : fields.batchLinks;
      if (!Array.isArray(raw)) throw badRequest('Send a CSV file, or batchLinks as a list of links.');
      links = raw.map((row, i) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) throw badRequest(`Row ${i + 1}: a link must be an object.`);
        return row as RawLink;
      });
    }
    return this.handler.execute(new SubmitBatchCommand(user, meta, links, csv, context));
  }
}
