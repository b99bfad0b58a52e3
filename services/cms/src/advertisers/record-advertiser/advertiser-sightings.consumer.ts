import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADVERTISER_STREAM, isAuditCompleted } from '@tracklight/contracts';
import { EventStore, recordOnce, streamName } from '@tracklight/event-store';
import { EVENT_TRANSPORT, startWithRetries, subscribeForExternalEffect, type EventTransport, type RetriedStart } from '@tracklight/messaging';
import { LIVE_WORK } from '@tracklight/platform';
import { advertiserRecordedFrom } from './advertiser-sighting';

/**
 * cms records each advertiser an audit saw first, on its own stream: the audit runner publishes
 * the sighting with the audit's AuditCompleted and judges a new advertiser as it will be recorded
 * (EventSourcedAdvertiserDirectory). Recorded once, so a redelivery, two audits of the same new
 * advertiser, or one staff created meanwhile leave the stream as it is.
 */
@Injectable()
export class AdvertiserSightings implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AdvertiserSightings.name);
  private consumer: RetriedStart | null = null;

  constructor(
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    @Inject(LIVE_WORK) private readonly live: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.live) return;
    this.consumer = await startWithRetries(
      () =>
        subscribeForExternalEffect(this.transport, this.dataSource, 'cms-advertiser-sightings', ['audit-runner'], async (event) => {
          if (!isAuditCompleted(event) || !event.data.advertiserSeen) return;
          const { auditId, networkId, advertiserSeen } = event.data;
          const recorded = advertiserRecordedFrom({ networkId, ...advertiserSeen, auditId });
          await recordOnce(this.store, streamName(ADVERTISER_STREAM, recorded.data.advertiserId), recorded, {
            actorUserId: null,
            correlationId: event.metadata.correlationId,
            causationId: event.metadata.eventId,
          });
        }),
      (consumer) => consumer.stop(),
      (error) => this.logger.warn({ err: error }, 'cannot subscribe to the audit events (broker unreachable?); trying again in 2 s'),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
