import { Logger } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { badRequest, notFound, Operation } from '@tracklight/access';
import { ProjectionHost, type ProjectionStatus } from '@tracklight/platform';
import { ReadModelDifferenceView, ReadModelStatusView } from './read-model.views';

const viewOf = (status: ProjectionStatus): ReadModelStatusView => ({
  ...status,
  tables: [...status.tables],
  checkpoint: `${status.checkpoint.transactionId}/${status.checkpoint.globalPosition}`,
});

/**
 * The read models for operators (issue 16 item 5): where each stands and its last error, and a
 * rebuild from the first event that runs in the background while the screen polls its progress,
 * and can be cancelled (issue 22); and a check against a fresh replay of the store (issue 23):
 * whether a read model is right.
 */
@Resolver()
export class ReadModelsResolver {
  private readonly logger = new Logger(ReadModelsResolver.name);

  constructor(private readonly host: ProjectionHost) {}

  @Query(() => [ReadModelStatusView])
  @Operation('history.readModels.manage')
  async readModels(): Promise<ReadModelStatusView[]> {
    return (await this.host.statuses()).map(viewOf);
  }

  /** Starts the rebuild and answers at once; `readModels` shows its progress. */
  @Mutation(() => ReadModelStatusView)
  @Operation('history.readModels.manage')
  async readModelRebuild(@Args('name') name: string): Promise<ReadModelStatusView> {
    if (!this.host.find(name)) throw notFound(`No read model is called ${name}.`);
    const current = (await this.host.statuses()).find((status) => status.name === name)!;
    if (current.rebuild && current.rebuild.finishedAt === null) throw badRequest(`A rebuild of ${name} is already running.`);
    const { finished } = await this.host.startRebuild(name);
    void finished.catch((error: unknown) => this.logger.error({ err: error, projection: name }, 'read model rebuild failed'));
    return viewOf((await this.host.statuses()).find((status) => status.name === name)!);
  }

  /** Stops the running rebuild, drops its copy and answers once it has ended (`rebuild.cancelled`). */
  @Mutation(() => ReadModelStatusView)
  @Operation('history.readModels.manage')
  async readModelRebuildCancel(@Args('name') name: string): Promise<ReadModelStatusView> {
    if (!this.host.find(name)) throw notFound(`No read model is called ${name}.`);
    const current = (await this.host.statuses()).find((status) => status.name === name)!;
    if (!current.rebuild || current.rebuild.finishedAt !== null) throw badRequest(`No rebuild of ${name} is running.`);
    await this.host.cancelRebuild(name);
    return viewOf((await this.host.statuses()).find((status) => status.name === name)!);
  }

  /**
   * Replays every event into a copy of the read model's tables and compares them row by row with
   * the live ones (the same check as `npm run verify-read-models`); answers the tables that differ.
   */
  @Mutation(() => [ReadModelDifferenceView])
  @Operation('history.readModels.manage')
  async readModelCompareWithReplay(@Args('name') name: string): Promise<ReadModelDifferenceView[]> {
    if (!this.host.find(name)) throw notFound(`No read model is called ${name}.`);
    return this.host.compareWithReplay(name);
  }
}
