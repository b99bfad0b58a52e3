import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventStore } from '@tracklight/event-store';
import { ProjectionHost } from '@tracklight/platform';
import { catchUpToNow } from '@tracklight/read-models';
import { ApiKeysProjection } from '../api-keys/api-keys.projection';
import { AccountHistoryProjection } from './account-history.projection';
import { AccountsProjection } from './accounts.projection';

/** The auth service's projections: registered with the platform, which runs them. */
@Injectable()
export class AuthReadModels implements OnModuleInit {
  private readonly projections = [new AccountsProjection(), new AccountHistoryProjection(), new ApiKeysProjection()];

  constructor(
    private readonly host: ProjectionHost,
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    for (const projection of this.projections) this.host.register(projection);
  }

  /**
   * Applies what the store holds now. A command's answer reads the read model, so the caller
   * sees their own change at once instead of waiting for the live runner's next poll; the
   * checkpoint lock makes this safe beside it.
   */
  async catchUp(): Promise<void> {
    for (const projection of this.projections)
      await catchUpToNow(this.store, this.dataSource, projection);
  }
}
