import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NETWORK_EVENT_TYPES, NETWORK_STREAM } from '@tracklight/contracts';
import { aggregateOf, type StoredEvent } from '@tracklight/event-store';
import type { Projection } from '@tracklight/read-models';
import { evolveNetwork, NO_NETWORK, type NetworkState } from './network';
import { NetworkEntity } from './network.entity';
import { definitionOf, detailsOf, recordOf } from './network-record';

const TYPES = new Set<string>(NETWORK_EVENT_TYPES);

const stateOf = (row: NetworkEntity | null): NetworkState =>
  row
    ? {
        exists: true,
        deleted: row.deletedAt !== null,
        record: recordOf(row.definition, {
          url: row.url,
          description: row.description,
          ownerId: row.ownerId,
          clientComment: row.clientComment,
          moonpullComment: row.moonpullComment,
        }),
        successCriteria: row.successCriteria,
      }
    : NO_NETWORK;

/** cms.networks from the network streams, folded with the aggregate's own evolve. */
@Injectable()
export class NetworkListProjection implements Projection {
  readonly name = 'cms-networks';
  readonly tables = ['cms.networks'];

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    if (!TYPES.has(event.type) || aggregateOf(event.streamName) !== NETWORK_STREAM) return;
    const id = event.streamName.slice(NETWORK_STREAM.length + 1);
    const at = new Date(event.metadata.occurredAt);
    const row = await manager.findOneBy(NetworkEntity, { id });
    const state = evolveNetwork(stateOf(row), event);
    if (!state.exists || !state.record) return;
    const definition = definitionOf(id, state.record);
    await manager.save(NetworkEntity, {
      id,
      name: definition.name,
      isActive: definition.supported,
      definition,
      ...detailsOf(state.record),
      successCriteria: state.successCriteria,
      deletedAt: state.deleted ? (row?.deletedAt ?? at) : null,
      version: Number(event.streamPosition),
      createdAt: row?.createdAt ?? at,
      updatedAt: at,
    });
  }
}
