import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LIVE_WORK } from '@tracklight/platform';
import { DataSource } from 'typeorm';
import { BatchesReadModels } from '../../read-model/batches-read-models';
import { CLOCK, type Clock } from '../../shared/clock';
import { TemplateRunner } from '../run-template/template-runner';

/** One key for every process: whoever holds it is the scheduler for this round. */
const SCHEDULER_LOCK = 0x7e_5c_4ed;
export const SCHEDULER_INTERVAL = Symbol('TEMPLATE_SCHEDULER_INTERVAL_MS');

/**
 * Fires due template slots. Any number of processes run this; a Postgres advisory lock lets one
 * round at a time through, and each slot is decided on the template's stream (its next slot and
 * version), so a slot runs once even across restarts. The read model only says which templates
 * to look at.
 */
@Injectable()
export class TemplateScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(TemplateScheduler.name);
  private round: Promise<number> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly readModels: BatchesReadModels,
    private readonly runner: TemplateRunner,
    private readonly registry: SchedulerRegistry,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SCHEDULER_INTERVAL) private readonly intervalMs: number | null,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {}

  onApplicationBootstrap(): void {
    if (this.intervalMs === null || !this.live) return;
    // The registry clears the interval when the application shuts down.
    this.registry.addInterval(
      TemplateScheduler.name,
      setInterval(() => void this.tick().catch((error) => this.logger.error({ err: error }, 'scheduler round failed')), this.intervalMs),
    );
  }

  /** One round: answers how many slots it filled (runs and recorded failures). */
  tick(): Promise<number> {
    this.round ??= this.fireDueSlots().finally(() => (this.round = null));
    return this.round;
  }

  private async fireDueSlots(): Promise<number> {
    const connection = this.dataSource.createQueryRunner();
    await connection.connect();
    try {
      const [{ locked }] = await connection.query(`SELECT pg_try_advisory_lock($1) AS locked`, [SCHEDULER_LOCK]);
      if (!locked) return 0;
      try {
        await this.readModels.catchUp();
        const due: { id: string }[] = await connection.query(
          `SELECT id FROM batches.batches WHERE is_template AND NOT scheduled_running_paused AND next_scheduled_run_at <= $1
            ORDER BY next_scheduled_run_at`,
          [this.clock.now()],
        );
        let filled = 0;
        for (const { id } of due) {
          const context = { actorUserId: null, correlationId: randomUUID(), causationId: null };
          try {
            if ((await this.runner.runDueSlot(id, context)) !== 'not due') filled++;
          } catch (error) {
            // Left for the next round: its slot is still the template's next one.
            this.logger.error({ err: error, templateId: id }, 'template run could not start; will retry');
          }
        }
        // The screens read the template's last run and next slot from the read model.
        if (filled > 0) await this.readModels.catchUp();
        return filled;
      } finally {
        await connection.query(`SELECT pg_advisory_unlock($1)`, [SCHEDULER_LOCK]);
      }
    } finally {
      await connection.release();
    }
  }
}
