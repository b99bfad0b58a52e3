import { Module, type DynamicModule } from '@nestjs/common';
import { HISTORY_FOLDS, type HistoryFold } from './history-fold';
import { HistoryResolver } from './history.resolver';
import { ReadModelsResolver } from './read-models/read-models.resolver';
import { StreamAccess } from './stream-access';

/**
 * History reads for a process, given the folds of the services it runs (each service exports its
 * own, as it exports its operations and migrations). A stream type without a fold still has a
 * timeline, from its events' data (data-view.ts), readable by super admins only.
 */
@Module({})
export class HistoryModule {
  static register(folds: readonly HistoryFold[]): DynamicModule {
    return {
      module: HistoryModule,
      providers: [{ provide: HISTORY_FOLDS, useValue: folds }, StreamAccess, HistoryResolver, ReadModelsResolver],
    };
  }
}
