import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import type { NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import { withSandboxTwins, type NetworkDefinition } from '@tracklight/networks';
import { NetworkEntity } from './network.entity';
import { NetworkListProjection } from './network-list.projection';

/** Reads the networks read model; in sandbox mode each network also answers on its `.test` twin hosts. */
@Injectable()
export class ReadModelNetworkCatalogue implements NetworkCatalogue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly store: EventStore,
    private readonly projection: NetworkListProjection,
  ) {}

  async all(): Promise<NetworkDefinition[]> {
    // Read-your-writes: on a first start audits can begin before the seeded networks are projected.
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const rows = await this.dataSource.getRepository(NetworkEntity).find({ order: { id: 'ASC' } });
    const definitions = rows.map((row) => row.definition);
    return this.settings.AUDIT_SANDBOX_TWINS ? withSandboxTwins(definitions) : definitions;
  }
}
