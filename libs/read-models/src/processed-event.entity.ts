import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Event ids a consumer group has already applied, so at-least-once delivery has exactly-once effect. */
@Entity({ name: 'processed_events', schema: 'platform' })
export class ProcessedEventEntity {
  @PrimaryColumn({ name: 'consumer_group', type: 'text' })
  consumerGroup!: string;

  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ name: 'processed_at', type: 'timestamptz', default: () => 'now()' })
  processedAt!: Date;
}
