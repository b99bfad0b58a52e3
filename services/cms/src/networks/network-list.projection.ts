import { Injectable } from '@nestjs/common';
import { NETWORK_EVENT_TYPES, NETWORK_STREAM } from '@tracklight/contracts';
import { aggregateOf, type StoredEvent } from '@tracklight/event-store';
import { RowProjection } from '@tracklight/read-models';
import { evolveNetwork, NO_NETWORK, type NetworkState } from './network';
import { NetworkEntity } from './network.entity';
import { definitionOf, detailsOf, recordOf } from './network-record';
import { versionedColumns } from '../versioned-row.entity';

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

/** cms.networks from the network streams, folded with the aggregate's own evolve, a page at a time. */
@Injectable()
export class NetworkListProjection extends RowProjection<NetworkEntity> {
  readonly name = 'cms-networks';
  readonly tables = ['cms.networks'];
  protected readonly entity = NetworkEntity;
  protected readonly keyColumns = ['id'] as const;

  protected keyOf(event: StoredEvent): Pick<NetworkEntity, 'id'> | null {
    if (!TYPES.has(event.type) || aggregateOf(event.streamName) !== NETWORK_STREAM) return null;
    return { id: event.streamName.slice(NETWORK_STREAM.length + 1) };
  }

  protected evolve(row: NetworkEntity | null, event: StoredEvent, { id }: Pick<NetworkEntity, 'id'>): NetworkEntity | null {
    const state = evolveNetwork(stateOf(row), event);
    if (!state.exists || !state.record) return null;
    const definition = definitionOf(id, state.record);
    return {
      id,
      name: definition.name,
      isActive: definition.supported,
      definition,
      ...detailsOf(state.record),
      successCriteria: state.successCriteria,
      ...versionedColumns(row, event, state.deleted),
    };
  }
}
