import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { Admin } from 'kafkajs';
import { Redis } from 'ioredis';
import type { Settings } from '@tracklight/config';
import { createKafkaClient } from '@tracklight/messaging';
import { ProjectionHost } from './projection-host';
import { SharedStorage } from './shared-storage';
import { SETTINGS } from './tokens';

/** A probe answers within this, or the dependency counts as down. */
const CHECK_TIMEOUT_MS = 3_000;

const withinDeadline = <T>(work: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
  ]);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What /health/ready checks beyond the database: Redis and Kafka when the process is configured
 * with them, and that every read model of the process has caught up with the store. One client
 * each, opened at the first check and kept, so a probe every few seconds costs a round trip.
 */
@Injectable()
export class ReadinessChecks implements OnApplicationShutdown {
  private redis: Redis | null = null;
  private kafka: Admin | null = null;
  /** Projections seen at the store's head since start: ready once, they stay ready (lag under load is normal). */
  private readonly caughtUp = new Set<string>();

  constructor(
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly indicators: HealthIndicatorService,
    private readonly projections: ProjectionHost,
    private readonly storage: SharedStorage,
  ) {}

  /** The checks this process's configuration calls for. */
  checks(): (() => Promise<HealthIndicatorResult>)[] {
    return [
      ...(this.settings.REDIS_URL ? [() => this.checkRedis(this.settings.REDIS_URL!)] : []),
      ...(this.settings.KAFKA_BROKERS ? [() => this.checkKafka(this.settings.KAFKA_BROKERS!)] : []),
      ...(this.settings.S3_BUCKET ? [() => this.checkStorage()] : []),
      () => this.checkProjections(),
    ];
  }

  private async checkRedis(url: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('redis');
    try {
      this.redis ??= new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
      if (this.redis.status === 'wait') await withinDeadline(this.redis.connect(), 'Redis');
      await withinDeadline(this.redis.ping(), 'Redis');
      return indicator.up();
    } catch (error) {
      return indicator.down({ message: messageOf(error) });
    }
  }

  private async checkKafka(brokers: string): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('kafka');
    try {
      if (!this.kafka) {
        const admin = createKafkaClient({ brokers, clientId: 'tracklight-health' }, 'tracklight-health').admin();
        await withinDeadline(admin.connect(), 'Kafka');
        this.kafka = admin;
      }
      const cluster = await withinDeadline(this.kafka.describeCluster(), 'Kafka');
      return indicator.up({ brokers: cluster.brokers.length });
    } catch (error) {
      // A fresh connection next time: kafkajs's admin does not always recover by itself.
      await this.kafka?.disconnect().catch(() => undefined);
      this.kafka = null;
      return indicator.down({ message: messageOf(error) });
    }
  }

  private async checkStorage(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('storage');
    try {
      return (await withinDeadline(this.storage.answers(), 'S3')) ? indicator.up() : indicator.down({ message: `bucket ${this.settings.S3_BUCKET} does not exist` });
    } catch (error) {
      return indicator.down({ message: messageOf(error) });
    }
  }

  private async checkProjections(): Promise<HealthIndicatorResult> {
    const indicator = this.indicators.check('projections');
    const behind: Record<string, number> = {};
    for (const status of await this.projections.statuses()) {
      if (this.caughtUp.has(status.name)) continue;
      if (status.lag === 0) this.caughtUp.add(status.name);
      else behind[status.name] = status.lag;
    }
    return Object.keys(behind).length === 0 ? indicator.up() : indicator.down({ message: 'read models still catching up with the event store', behind });
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
    await this.kafka?.disconnect().catch(() => undefined);
  }
}
