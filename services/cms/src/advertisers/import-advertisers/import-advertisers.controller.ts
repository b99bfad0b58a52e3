import {
  Controller,
  HttpException,
  HttpStatus,
  Logger,
  Param,
  Post,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { badRequest, CurrentUser, failure, forbidden, Operation, RequestContext, ZodPipe, type AuthenticatedUser } from '@tracklight/access';
import { ADVERTISER_STREAM } from '@tracklight/contracts';
import { ConcurrentChangeError, EventStore, StreamVersionConflictError, streamName, type CommandContext } from '@tracklight/event-store';
import { catchUp, catchUpToNow } from '@tracklight/read-models';
import { z } from 'zod';
import { foldAdvertiser } from '../advertiser';
import { AdvertiserAccess, STAFF_ONLY_COMMENT } from '../advertiser-access';
import { AdvertiserListProjection } from '../advertiser-list.projection';
import { uploadLimitFilter } from '../../shared/upload-limit.filter';
import { CsvRefusal, decideImport, importedIdOf, readAdvertiserCsv } from './advertiser-csv';

/** Spec section 5's words for a file that is not CSV. */
export const ONLY_CSV = 'Only .CSV files are supported';
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const FILE_TOO_LARGE = 'The file is larger than 20 MB; split it and import the parts one after another.';
/** How often the progress line is written while saving: often enough for a smooth bar, not a line per row. */
const PROGRESS_EVERY = 250;

const NetworkId = new ZodPipe(z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'That network id is not valid.'));

interface Upload {
  originalname: string;
  buffer: Buffer;
}

/**
 * POST /cms/network/{id}/advertisers/csv (spec section 7): a network's advertiser list, multipart
 * field `file`. The file is read and every row decided before anything is written; any problem
 * refuses it whole with 400, naming rows and columns (`problems`). A good file is stored in one
 * transaction (every advertiser or none) while the answer streams progress as lines of JSON
 * (application/x-ndjson): `{"phase":"saving","done","total"}` while storing, `{"phase":"indexing",
 * "done","total"}` while the list's read model applies them, then `{"phase":"done","created",
 * "updated","unchanged"}`, or `{"phase":"failed","errorMessage"}` when nothing was stored.
 */
@Controller('cms/network')
export class ImportAdvertisersController {
  private readonly logger = new Logger(ImportAdvertisersController.name);

  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: AdvertiserListProjection,
    private readonly access: AdvertiserAccess,
  ) {}

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
    await this.access.checkNetwork(user, networkId);
    const decision = await this.decide(networkId, file.buffer.toString('utf8'), user);

    res.status(HttpStatus.OK).setHeader('content-type', 'application/x-ndjson; charset=utf-8');
    const line = (value: object) => res.write(`${JSON.stringify(value)}\n`);
    const total = decision.appends.length;
    line({ phase: 'saving', done: 0, total });
    try {
      const appends = decision.appends.map(({ id, events, expectedVersion }) => ({ stream: streamName(ADVERTISER_STREAM, id), events, expectedVersion }));
      await this.store.appendToStreams(appends, context, (done) => {
        if (done % PROGRESS_EVERY === 0 || done === total) line({ phase: 'saving', done, total });
      });
    } catch (error) {
      // Nothing was stored: the transaction rolled back. The answer has begun, so the failure is
      // told in it; an unexpected cause goes to the log.
      const conflict = error instanceof StreamVersionConflictError;
      line({ phase: 'failed', errorMessage: conflict ? new ConcurrentChangeError().message : 'Something went wrong; nothing was imported. Please try again.' });
      if (!conflict) this.logger.error(error);
      res.end();
      return;
    }
    try {
      // The list shows the import once its read model has applied it; the bar follows that too.
      line({ phase: 'indexing', done: 0, total });
      await catchUp(this.store, this.dataSource, this.projection, (applied) => line({ phase: 'indexing', done: Math.min(applied, total), total }), PROGRESS_EVERY);
      await catchUpToNow(this.store, this.dataSource, this.projection, 60_000);
    } catch (error) {
      // Stored all the same: the live projection brings the list up to date.
      this.logger.error(error);
    }
    const { created, updated, unchanged } = decision;
    line({ phase: 'done', created, updated, unchanged });
    res.end();
  }

  private async decide(networkId: string, text: string, user: AuthenticatedUser) {
    try {
      const { columns, rows } = readAdvertiserCsv(text);
      if (!user.isSuperAdmin && columns.includes('internalComment')) throw forbidden(STAFF_ONLY_COMMENT);
      const streams = await this.store.readStreams(rows.map((row) => streamName(ADVERTISER_STREAM, importedIdOf(networkId, row))));
      const states = new Map(
        [...streams].map(([stream, { events, version }]) => [stream.slice(ADVERTISER_STREAM.length + 1), { state: foldAdvertiser(events), version }]),
      );
      return decideImport(networkId, rows, states);
    } catch (error) {
      if (!(error instanceof CsvRefusal)) throw error;
      throw new HttpException({ ...failure(HttpStatus.BAD_REQUEST, error.message), problems: error.problems }, HttpStatus.BAD_REQUEST);
    }
  }
}
