import { Body, Controller, Headers, HttpCode, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser, Operation, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { badRequest } from '@tracklight/access';
import { RequestContext } from '@tracklight/access';
import type { z } from 'zod';
import { LinkInputError, type RawLink } from '../batch-link.input';
import { parseLinksCsv } from '../parse-csv';
import { BatchMetaInput, describeProblem, SubmitJsonBody, SubmitMultipartFields } from './submit-batch.body';
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

/** The value, checked against the schema: a wrong type, an unknown field or a huge list is a 400 naming it. */
const checked = <Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(describeProblem(parsed.error));
  return parsed.data;
};

/** A JSON text field of a multipart form (`batchMeta`, `batchLinks`). */
const jsonField = (value: unknown, field: string): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${field} must be JSON.`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`${field} must be JSON.`);
  }
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
  // Each call can queue thousands of audits: a tighter limit per user than the default.
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @UseInterceptors(AnyFilesInterceptor({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }))
  submit(
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFiles() files: UploadedCsv[] | undefined,
    @Headers('content-type') contentType?: string,
    @Query('engine') engine?: string,
  ) {
    if (engine !== undefined && !ENGINES.includes(engine)) throw badRequest(`Unknown audit engine '${engine}'.`);
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
      const { batchMeta, batchLinks: _ignored, ...loose } = checked(SubmitMultipartFields, body ?? {});
      meta = { ...loose, ...checked(BatchMetaInput.optional(), jsonField(batchMeta, 'batchMeta')) };
    } else if (contentType?.startsWith('multipart/form-data')) {
      // Multipart without a file: the links travel as a JSON text field.
      const { batchMeta, batchLinks, ...loose } = checked(SubmitMultipartFields, body);
      const json = checked(SubmitJsonBody, { batchMeta: jsonField(batchMeta, 'batchMeta'), batchLinks: jsonField(batchLinks, 'batchLinks') });
      meta = { ...loose, ...json.batchMeta };
      links = json.batchLinks;
    } else {
      const json = checked(SubmitJsonBody, body ?? {});
      meta = json.batchMeta ?? {};
      links = json.batchLinks;
    }
    return this.handler.execute(new SubmitBatchCommand(user, meta, links, csv, context));
  }
}
