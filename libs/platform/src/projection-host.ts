import { BadRequestException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { LIVE_WORK } from './tokens';
import {
  compareWithReplay,
  projectionStanding,
  ProjectionRunner,
  rebuildProjection,
  RebuildCancelled,
  storeSize,
  type Projection,
  type ProjectionStanding,
} from '@tracklight/read-models';
import type { ReplayDifference } from '@tracklight/presentation';

/** A rebuild as the operator watches it. */
export interface RebuildProgress {
  applied: number;
  /** Events in the store when it started: what the bar fills towards (new events may add a few). */
  total: number;
  startedAt: Date;
  finishedAt: Date | null;
  error: string | null;
  /** Stopped by its operator before the swap: its shadows were dropped, the read model is as it was. */
  cancelled: boolean;
}

export interface ProjectionStatus extends ProjectionStanding {
  name: string;
  tables: readonly string[];
  lastError: { message: string; at: Date } | null;
  rebuild: RebuildProgress | null;
}

/**
 * Every read model of the process, registered by the services that own them. Runs them while the
 * process lives (unless it is a one-off tool such as `npm run replay`), finds them by name, says
 * where each stands, and rebuilds one from the first event (the Superuser Tools screen and
 * `npm run replay` both call rebuild()).
 */
@Injectable()
export class ProjectionHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ProjectionHost.name);
  private readonly projections = new Map<string, Projection>();
  private readonly runners: ProjectionRunner[] = [];
  private readonly lastErrors = new Map<string, { message: string; at: Date }>();
  private readonly rebuilds = new Map<string, RebuildProgress>();
  /** The running rebuilds: how to stop each, and when it has ended. */
  private readonly running = new Map<string, { controller: AbortController; finished: Promise<unknown> }>();

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
    @Inject(LIVE_WORK) private readonly live: boolean,
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

  async statuses(): Promise<ProjectionStatus[]> {
    return Promise.all(
      this.names().map(async (name) => {
        const projection = this.projections.get(name)!;
        return {
          name,
          tables: projection.tables,
          ...(await projectionStanding(this.dataSource, projection)),
          lastError: this.lastErrors.get(name) ?? null,
          rebuild: this.rebuilds.get(name) ?? null,
        };
      }),
    );
  }

  /**
   * Applies every event again into shadow tables and swaps them in when caught up, reporting
   * progress as it goes; reads keep the live tables, kept current by the live runner, until the
   * swap. One rebuild per read model at a time.
   */
  async rebuild(name: string, onProgress: (progress: RebuildProgress) => void = () => undefined): Promise<RebuildProgress> {
    return (await this.startRebuild(name, onProgress)).finished;
  }

  /**
   * Starts a rebuild and answers once it is registered with its total, so a status read right
   * after shows it; `finished` settles when it ends.
   */
  async startRebuild(
    name: string,
    onProgress: (progress: RebuildProgress) => void = () => undefined,
  ): Promise<{ finished: Promise<RebuildProgress> }> {
    const projection = this.projections.get(name);
    if (!projection) throw new NotFoundException(`No read model is called ${name}.`);
    if (this.rebuilds.get(name)?.finishedAt === null) throw new BadRequestException(`A rebuild of ${name} is already running.`);
    // Registered before anything is awaited, so two requests cannot both start one.
    const progress: RebuildProgress = { applied: 0, total: 0, startedAt: new Date(), finishedAt: null, error: null, cancelled: false };
    this.rebuilds.set(name, progress);
    try {
      progress.total = await storeSize(this.dataSource);
    } catch (error) {
      progress.error = error instanceof Error ? error.message : String(error);
      progress.finishedAt = new Date();
      throw error;
    }
    const controller = new AbortController();
    const onApplied = (applied: number) => {
      progress.applied = applied;
      onProgress(progress);
    };
    const finished = (async () => {
      try {
        await rebuildProjection(this.store, this.dataSource, projection, onApplied, controller.signal);
        this.lastErrors.delete(name);
      } catch (error) {
        // A cancel ends it as asked, not as a failure: `finished` answers the cancelled progress.
        if (error === controller.signal.reason) progress.cancelled = true;
        else {
          progress.error = error instanceof Error ? error.message : String(error);
          throw error;
        }
      } finally {
        progress.finishedAt = new Date();
        this.running.delete(name);
      }
      return progress;
    })();
    this.running.set(name, { controller, finished: finished.catch(() => undefined) });
    return { finished };
  }

  /**
   * Stops a running rebuild between batches and answers once it has ended: its shadows dropped and
   * the live read model as it was (`cancelled`). One already swapping finishes, and answers so.
   */
  async cancelRebuild(name: string): Promise<RebuildProgress> {
    if (!this.projections.has(name)) throw new NotFoundException(`No read model is called ${name}.`);
    const rebuild = this.running.get(name);
    if (!rebuild) throw new BadRequestException(`No rebuild of ${name} is running.`);
    rebuild.controller.abort(new RebuildCancelled(name));
    await rebuild.finished;
    return this.rebuilds.get(name)!;
  }

  /** How a read model differs from a fresh replay of the store (nothing when it is right). */
  compareWithReplay(name: string): Promise<ReplayDifference[]> {
    const projection = this.projections.get(name);
    if (!projection) throw new NotFoundException(`No read model is called ${name}.`);
    return compareWithReplay(this.store, this.dataSource, projection);
  }

  onApplicationBootstrap(): void {
    if (!this.live) return;
    for (const projection of this.projections.values()) {
      const runner = new ProjectionRunner(this.store, this.dataSource, projection, (error) => {
        this.lastErrors.set(projection.name, { message: error instanceof Error ? error.message : String(error), at: new Date() });
        this.logger.error({ err: error, projection: projection.name }, 'projection batch failed; retrying');
      });
      runner.start();
      this.runners.push(runner);
    }
  }

  /** Before shutdown, not on it: the runners must stop while their database connections still exist. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}
