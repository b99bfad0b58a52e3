import { Controller, HttpStatus, Param, Post, Res, UploadedFile, UseFilters, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { badRequest, CurrentUser, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import type { CommandContext } from '@tracklight/event-store';
import { z } from 'zod';
import { uploadLimitFilter } from '../../shared/upload-limit.filter';
import { ImportAdvertisersHandler } from './import-advertisers.handler';

/** Spec section 5's words for a file that is not CSV. */
export const ONLY_CSV = 'Only .CSV files are supported';
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const FILE_TOO_LARGE = 'The file is larger than 20 MB; split it and import the parts one after another.';

const NetworkId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That network id is not valid.'));

interface Upload {
  originalname: string;
  buffer: Buffer;
}

/**
 * POST /cms/network/{id}/advertisers/csv (spec section 7): a network's advertiser list, multipart
 * field `file` (ImportAdvertisersHandler). A file refused whole answers 400, naming rows and
 * columns (`problems`). A good file's answer streams its progress as lines of JSON
 * (application/x-ndjson): `{"phase":"saving","done","total"}` while storing, `{"phase":"indexing",
 * "done","total"}` while the list's read model applies them, then `{"phase":"done","created",
 * "updated","unchanged"}`, or `{"phase":"failed","errorMessage"}` when nothing was stored.
 */
@Controller('cms/network')
export class ImportAdvertisersController {
  constructor(private readonly handler: ImportAdvertisersHandler) {}

  @Post(':id/advertisers/csv')
  @Operation('cms.advertisers.import')
  @UseFilters(uploadLimitFilter(FILE_TOO_LARGE))
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0 } }))
  async import(
    @Param('id', NetworkId) networkId: string,
    @UploadedFile() file: Upload | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @RequestContext() context: CommandContext,
    @Res() res: Response,
  ): Promise<void> {
    if (!file) throw badRequest('Please choose a CSV file to import.');
    if (!file.originalname.toLowerCase().endsWith('.csv')) throw badRequest(ONLY_CSV);
    // The answer begins with the first progress line: a refusal before it is still a 400.
    let answering = false;
    await this.handler.execute(networkId, file.buffer.toString('utf8'), user, context, (progress) => {
      if (!answering) res.status(HttpStatus.OK).setHeader('content-type', 'application/x-ndjson; charset=utf-8');
      answering = true;
      res.write(`${JSON.stringify(progress)}\n`);
    });
    res.end();
  }
}
