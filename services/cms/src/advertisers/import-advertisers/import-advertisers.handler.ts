import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { failure, forbidden, type AuthenticatedUser } from '@tracklight/access';
import { ConcurrentChangeError, decideOnStreams, EventStore, type CommandContext } from '@tracklight/event-store';
import { catchUp, catchUpToNow } from '@tracklight/read-models';
import { foldAdvertiser } from '../advertiser';
import { AdvertiserAccess, STAFF_ONLY_COMMENT } from '../advertiser-access';
import { AdvertiserListProjection } from '../advertiser-list.projection';
import { CsvRefusal, decideImport, importedStreamsOf, readAdvertiserCsv, type ImportCounts } from './advertiser-csv';

/** How often progress is told while saving: often enough for a smooth bar, not a line per row. */
const PROGRESS_EVERY = 250;

/** One line of the import's answer (see ImportAdvertisersController). */
export type ImportProgress =
  | { phase: 'saving' | 'indexing'; done: number; total: number }
  | ({ phase: 'done' } & ImportCounts)
  | { phase: 'failed'; errorMessage: string };

/**
 * A network's advertiser list from CSV: the file is read and every row decided before anything is
 * written, and any problem refuses it whole (thrown, before any progress is told). A good file is
 * stored in one transaction (decideOnStreams: every advertiser or none) while `tell` hears the
 * progress: saving, then indexing while the list's read model applies it, then done; or failed,
 * when nothing was stored.
 */
@Injectable()
export class ImportAdvertisersHandler {
  private readonly logger = new Logger(ImportAdvertisersHandler.name);

  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: AdvertiserListProjection,
    private readonly access: AdvertiserAccess,
  ) {}

  async execute(networkId: string, text: string, user: AuthenticatedUser, context: CommandContext, tell: (progress: ImportProgress) => void): Promise<void> {
    await this.access.checkNetwork(user, networkId);
    let saving = false;
    let counts: ImportCounts;
    try {
      const { columns, rows } = readAdvertiserCsv(text);
      if (!user.isSuperAdmin && columns.includes('internalComment')) throw forbidden(STAFF_ONLY_COMMENT);
      counts = await decideOnStreams(this.store, importedStreamsOf(networkId, rows), foldAdvertiser, context, (states) => decideImport(networkId, rows, states), (done, total) => {
        saving = true;
        if (done % PROGRESS_EVERY === 0 || done === total) tell({ phase: 'saving', done, total });
      });
    } catch (error) {
      if (!saving) throw refusal(error);
      // Nothing was stored: the transaction rolled back. The answer has begun, so the failure is
      // told in it; an unexpected cause goes to the log.
      const concurrent = error instanceof ConcurrentChangeError;
      tell({ phase: 'failed', errorMessage: concurrent ? error.message : 'Something went wrong; nothing was imported. Please try again.' });
      if (!concurrent) this.logger.error(error);
      return;
    }
    const total = counts.created + counts.updated;
    try {
      // The list shows the import once its read model has applied it; the bar follows that too.
      tell({ phase: 'indexing', done: 0, total });
      await catchUp(this.store, this.dataSource, this.projection, (applied) => tell({ phase: 'indexing', done: Math.min(applied, total), total }), PROGRESS_EVERY);
      await catchUpToNow(this.store, this.dataSource, this.projection, 60_000);
    } catch (error) {
      // Stored all the same: the live projection brings the list up to date.
      this.logger.error(error);
    }
    tell({ phase: 'done', ...counts });
  }
}

/** A refused file answers 400 with every problem named (`problems`). */
const refusal = (error: unknown): unknown =>
  error instanceof CsvRefusal
    ? new HttpException({ ...failure(HttpStatus.BAD_REQUEST, error.message), problems: error.problems }, HttpStatus.BAD_REQUEST)
    : error;
