import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { ProjectionRunner, type Projection } from '@tracklight/read-models';

export const RUN_PROJECTIONS = Symbol('RUN_PROJECTIONS');

/**
 * Every read model of the process, registered by the services that own them. Runs them while the
 * process lives (unless it is a one-off tool such as `npm run replay`) and finds them by name.
 */
@Injectable()
export class ProjectionHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProjectionHost.name);
  private readonly projections = new Map<string, Projection>();
  private readonly runners: ProjectionRunner[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    @Inject(RUN_PROJECTIONS) private readonly runProjections: boolean,
  ) {}

  register(projection: Projection): void {
    if (this.projections.has(projection.name)) throw new Error(`Projection ${projection.name} registered twice`);
    this.projections.set(projection.name, projection);
  }

  find(name: string): Projection | undefined {
    return this.projections.get(name);
  }

  names(): string[] {
    return [...this.projections.keys()].sort();
  }

  onApplicationBootstrap(): void {
    if (!this.runProjections) return;
    for (const projection of this.projections.values()) {
      const runner = new ProjectionRunner(this.store, this.dataSource, projection, (error) =>
        this.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying'),
      );
      runner.start();
      this.runners.push(runner);
    }
  }

  /** Before shutdown, not on it: the runners must stop while their database connections still exist. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
