import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The causes read model (spec section 3, Cause): the reasons audits can be pulled by. */
@Entity({ name: 'causes', schema: 'cms' })
export class CauseEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
