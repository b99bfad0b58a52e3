import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How far one reader of the event store has got: a projection, an in-process event consumer or
 * the Kafka relay. Saved in the same transaction as the reader's effects.
 */
@Entity({ name: 'checkpoints', schema: 'platform' })
export class CheckpointEntity {
  @PrimaryColumn({ type: 'text' })
  name!: string;

  /** xid8 of the last handled event's transaction, as text (bigint range exceeds JS numbers). */
  @Column({ name: 'transaction_id', type: 'numeric' })
  transactionId!: string;

  @Column({ name: 'global_position', type: 'bigint' })
  globalPosition!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
