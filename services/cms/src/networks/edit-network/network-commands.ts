import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, conflict, notFound } from '@tracklight/access';
import { NETWORK_SPEC } from '@tracklight/cms-catalogue';
import { NETWORK_STREAM, type NetworkRecord } from '@tracklight/contracts';
import { decideOnStream, EventStore, streamName, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import type { SuccessCriteria } from '@tracklight/networks';
import {
  decideCreateNetwork,
  decideDeleteNetwork,
  decideRestoreNetwork,
  decideSuccessCriteria,
  decideUpdateNetwork,
  evolveNetwork,
  foldNetwork,
  NetworkRefusal,
  type NetworkState,
} from '../network';
import { NetworkListProjection } from '../network-list.projection';
import { NetworkQueries, type NetworkView } from '../network-queries';
import { newRecord } from '../network-record';
import { checkedCriteria, checkedRecord } from './network-input';

const toHttp = (error: unknown): never => {
  if (!(error instanceof NetworkRefusal)) throw error;
  throw error.reason === 'exists' ? conflict(error.message) : error.reason === 'missing' ? notFound(error.message) : badRequest(error.message);
};

/** What one request asks of a network: fields to change and, or, success criteria to set. */
export interface NetworkEdit {
  record?: unknown;
  /** Absent: left as they are; null: back to following the definition. */
  successCriteria?: unknown;
}

/**
 * Create, edit, delete and restore networks: validate, decide on the network's stream, append with
 * the version read (one append per request, so nothing is half-written), then answer from the
 * read model once it shows the change.
 */
@Injectable()
export class NetworkCommands {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: NetworkListProjection,
    private readonly queries: NetworkQueries,
  ) {}

  async create(input: unknown, context: CommandContext): Promise<NetworkView> {
    const { id, ...fields } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    const networkId = this.idOf(id);
    const record = newRecord(checkedRecord(fields, 'create'));
    await this.checkReferences(networkId, record);
    return this.decide(networkId, context, (state) => decideCreateNetwork(state, networkId, record));
  }

  async edit(id: string, edit: NetworkEdit, context: CommandContext): Promise<NetworkView> {
    const update = edit.record === undefined ? {} : checkedRecord(edit.record, 'update');
    const criteria: SuccessCriteria | null | undefined =
      edit.successCriteria === undefined ? undefined : checkedCriteria(edit.successCriteria);
    await this.checkReferences(id, update);
    return this.decide(id, context, (state) => {
      const updated = decideUpdateNetwork(state, id, update);
      if (criteria === undefined) return updated;
      // Criteria the same as those in force after this edit change nothing (network.ts).
      const after = updated.reduce(evolveNetwork, state);
      return [...updated, ...decideSuccessCriteria(after, id, criteria)];
    });
  }

  softDelete(id: string, context: CommandContext): Promise<NetworkView> {
    return this.decide(id, context, (state) => decideDeleteNetwork(state, id));
  }

  restore(id: string, context: CommandContext): Promise<NetworkView> {
    return this.decide(id, context, (state) => decideRestoreNetwork(state, id));
  }

  private idOf(requested: unknown): string {
    const { customId } = NETWORK_SPEC;
    if (requested === undefined || requested === null || requested === '') throw badRequest(`${customId.label} is required.`);
    if (typeof requested !== 'string' || !new RegExp(customId.pattern).test(requested)) throw badRequest(customId.message);
    return requested;
  }

  /** What the read model must confirm: a name no other network uses, a network to run on. */
  private async checkReferences(id: string, record: Partial<NetworkRecord>): Promise<void> {
    if (record.name && (await this.queries.nameTaken(record.name, id))) {
      throw conflict(`A network named "${record.name}" exists already.`);
    }
    if (record.aliasNetworkId && record.aliasNetworkId !== id) {
      const target = await this.queries.byId(record.aliasNetworkId);
      if (!target || target.deletedAt) throw badRequest(`Runs on network: there is no network "${record.aliasNetworkId}".`);
    }
  }

  private async decide(id: string, context: CommandContext, decide: (state: NetworkState) => NewEvent[]): Promise<NetworkView> {
    await decideOnStream(this.store, streamName(NETWORK_STREAM, id), foldNetwork, context, (state) => ({
      events: decide(state),
      result: undefined,
    })).catch(toHttp);
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const network = await this.queries.byId(id);
    if (!network) throw notFound('No such network.');
    return network;
  }
}
