import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The platform content read model: one row per key with its current text. */
@Entity({ name: 'platform_content', schema: 'cms' })
export class PlatformContentEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
