import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PlatformContentSource } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { PlatformContentEntity } from './platform-content.entity';
import { PlatformContentProjection } from './platform-content.projection';
import {
  isPlatformContentKey,
  PLATFORM_CONTENT_DEFAULTS,
  type PlatformContentValues,
} from './platform-content-keys';

/** Reads cms.platform_content; the port other services (reporting's colours) read it through. */
@Injectable()
export class PlatformContentReader implements PlatformContentSource {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly projection: PlatformContentProjection,
  ) {}

  /**
   * Every key, with the shipped default for a key not projected yet (a first start before the
   * seed is applied) and without rows of keys no longer in the catalogue.
   */
  async values(): Promise<PlatformContentValues> {
    const rows = await this.dataSource.getRepository(PlatformContentEntity).find();
    const stored = rows
      .filter((row) => isPlatformContentKey(row.key))
      .map((row) => [row.key, row.value]);
    return { ...PLATFORM_CONTENT_DEFAULTS, ...Object.fromEntries(stored) };
  }

  /** Read-your-writes after an edit, so what is read next (colours included) shows it. */
  catchUp(): Promise<void> {
    return catchUpToNow(this.store, this.dataSource, this.projection);
  }
}
