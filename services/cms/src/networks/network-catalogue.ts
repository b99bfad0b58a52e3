import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import type { NetworkCatalogue } from '@tracklight/contracts';
import { withSandboxTwins, type NetworkDefinition } from '@tracklight/networks';
import { NetworkEntity } from './network.entity';

/** Reads the networks read model; in sandbox mode each network also answers on its `.test` twin hosts. */
@Injectable()
export class ReadModelNetworkCatalogue implements NetworkCatalogue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async all(): Promise<NetworkDefinition[]> {
    const rows = await this.dataSource.getRepository(NetworkEntity).find({ order: { id: 'ASC' } });
    const definitions = rows.map((row) => row.definition);
    return this.settings.AUDIT_SANDBOX_TWINS ? withSandboxTwins(definitions) : definitions;
  }
}
