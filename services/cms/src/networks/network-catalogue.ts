import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import type { Settings } from '@tracklight/config';
import { SETTINGS } from '@tracklight/platform';
import type { JudgingNetwork, NetworkCatalogue } from '@tracklight/contracts';
import { EventStore } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import {
  buildSuccessCriteria,
  successCriteriaWithSandboxTwins,
  withSandboxTwins,
  type NetworkDefinition,
} from '@tracklight/networks';
import { NetworkEntity } from './network.entity';
import { NetworkListProjection } from './network-list.projection';

/**
 * Reads the networks read model, deleted networks left out; in sandbox mode each network also
 * answers on its `.test` twin hosts. Every read first applies whatever the store holds beyond the
 * read model (read-your-writes), so an edit saved in any process judges the very next audit in
 * every worker, without a restart and without waiting for the live projection.
 */
@Injectable()
export class ReadModelNetworkCatalogue implements NetworkCatalogue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly store: EventStore,
    private readonly projection: NetworkListProjection,
  ) {}

  async judging(): Promise<JudgingNetwork[]> {
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const rows = await this.dataSource
      .getRepository(NetworkEntity)
      .find({ where: { deletedAt: IsNull() }, order: { id: 'ASC' } });
    return rows.map((row) => this.judgingNetwork(row));
  }

  async all(): Promise<NetworkDefinition[]> {
    return (await this.judging()).map((network) => network.definition);
  }

  /** Criteria are derived from the real hosts, then twinned with the definition. */
  private judgingNetwork(row: NetworkEntity): JudgingNetwork {
    const successCriteria = row.successCriteria ?? buildSuccessCriteria(row.definition);
    if (!this.settings.AUDIT_SANDBOX_TWINS) return { definition: row.definition, successCriteria, version: row.version };
    return {
      definition: withSandboxTwins([row.definition])[0],
      successCriteria: successCriteriaWithSandboxTwins(successCriteria),
      version: row.version,
    };
  }
}
