import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badRequest, conflict, notFound, type AuthenticatedUser } from '@tracklight/access';
import { ADVERTISER_STREAM } from '@tracklight/contracts';
import { decideOnStream, EventStore, readState, streamName, type CommandContext, type NewEvent } from '@tracklight/event-store';
import { catchUpToNow } from '@tracklight/read-models';
import {
  ADVERTISER_REFUSALS,
  AdvertiserRefusal,
  decideCreateAdvertiser,
  decideDeleteAdvertiser,
  decideRestoreAdvertiser,
  decideUpdateAdvertiser,
  foldAdvertiser,
  type AdvertiserState,
} from '../advertiser';
import { AdvertiserAccess } from '../advertiser-access';
import { advertiserIdFor } from '../advertiser-id';
import { AdvertiserListProjection } from '../advertiser-list.projection';
import { AdvertiserQueries, type AdvertiserView } from '../advertiser-queries';
import { checkedAdvertiser } from './advertiser-input';

export const toHttp = (error: unknown): never => {
  if (!(error instanceof AdvertiserRefusal)) throw error;
  throw error.reason === 'exists' ? conflict(error.message) : error.reason === 'missing' ? notFound(error.message) : badRequest(error.message);
};

/**
 * Create, edit, delete and restore advertisers: validate, check the caller manages the network,
 * decide on the advertiser's stream, append with the version read (one append per request, so
 * nothing is half-written), then answer from the read model once it shows the change.
 */
@Injectable()
export class AdvertiserCommands {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly projection: AdvertiserListProjection,
    private readonly queries: AdvertiserQueries,
    private readonly access: AdvertiserAccess,
  ) {}

  async create(input: unknown, user: AuthenticatedUser, context: CommandContext): Promise<AdvertiserView> {
    const record = checkedAdvertiser(input, 'create');
    this.access.checkStaffFields(user, record);
    await this.access.checkNetwork(user, record.networkId!);
    const id = advertiserIdFor({ networkId: record.networkId, networkAdvertiserId: record.advertiserId, domain: record.domain });
    return this.decide(id, user, context, (state) => decideCreateAdvertiser(state, id, record, 'cms'));
  }

  async edit(id: string, input: unknown, user: AuthenticatedUser, context: CommandContext): Promise<AdvertiserView> {
    const update = checkedAdvertiser(input, 'update');
    this.access.checkStaffFields(user, update);
    await this.checkManaged(id, user);
    return this.decide(id, user, context, (state) => decideUpdateAdvertiser(state, id, update, 'cms'));
  }

  async softDelete(id: string, user: AuthenticatedUser, context: CommandContext): Promise<AdvertiserView> {
    await this.checkManaged(id, user);
    return this.decide(id, user, context, (state) => decideDeleteAdvertiser(state, id));
  }

  async restore(id: string, user: AuthenticatedUser, context: CommandContext): Promise<AdvertiserView> {
    await this.checkManaged(id, user);
    return this.decide(id, user, context, (state) => decideRestoreAdvertiser(state, id));
  }

  /** Another network's advertiser reads as absent, as the lists leave it out. */
  private async checkManaged(id: string, user: AuthenticatedUser): Promise<void> {
    const state = await readState(this.store, streamName(ADVERTISER_STREAM, id), foldAdvertiser);
    if (!state.record || !(await this.access.manages(user, state.record.networkId))) throw notFound(ADVERTISER_REFUSALS.missing);
  }

  private async decide(id: string, user: AuthenticatedUser, context: CommandContext, decide: (state: AdvertiserState) => NewEvent[]): Promise<AdvertiserView> {
    await decideOnStream(this.store, streamName(ADVERTISER_STREAM, id), foldAdvertiser, context, (state) => ({
      events: decide(state),
      result: undefined,
    })).catch(toHttp);
    await catchUpToNow(this.store, this.dataSource, this.projection);
    const advertiser = await this.queries.byId(id, await this.access.managedNetworks(user));
    if (!advertiser) throw notFound(ADVERTISER_REFUSALS.missing);
    return advertiser;
  }
}
