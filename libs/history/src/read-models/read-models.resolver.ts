import { Logger } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { badRequest, notFound, Operation } from '@tracklight/access';
import { ProjectionHost, type ProjectionStatus } from '@tracklight/platform';
import { ReadModelStatusView } from './read-model.views';

const viewOf = (status: ProjectionStatus): ReadModelStatusView => ({
  ...status,
  tables: [...status.tables],
  checkpoint: `${status.checkpoint.transactionId}/${status.checkpoint.globalPosition}`,
});

/**
 * The read models for operators (issue 16 item 5): where each stands and its last error, and a
 * rebuild from the first event that runs in the background while the screen polls its progress.
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
}
