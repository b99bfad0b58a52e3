import { CATALOGUE_SPECS, streamTypeOf } from '@tracklight/cms-catalogue';
import { ADVERTISER_STREAM, CAUSE_STREAM, NETWORK_STREAM } from '@tracklight/contracts';
import { streamName } from '@tracklight/event-store';
import { historyFold, type HistoryFold } from '@tracklight/history';
import { evolveAdvertiser, NO_ADVERTISER, type AdvertiserState } from '../advertisers/advertiser';
import { evolveCatalogueItem, NO_CATALOGUE_ITEM, type CatalogueItemState } from '../catalogue/catalogue-item';
import { evolveCause, NO_CAUSE, type CauseState } from '../causes/cause';
import { evolveNetwork, NO_NETWORK, type NetworkState } from '../networks/network';

/**
 * CMS content as history reads it: the aggregates' own evolve steps. Staff only, except an
 * advertiser's history, which the users who manage it also read (spec section 6: the
 * advertiserManagement grant, for their own company's networks) without the internal comment.
 */
export const CMS_HISTORY_FOLDS: HistoryFold[] = [
  historyFold<NetworkState>({
    streamType: NETWORK_STREAM,
    initial: () => NO_NETWORK,
    evolve: evolveNetwork,
    viewOf: (state) => (state.exists ? { ...state.record, successCriteria: state.successCriteria, deleted: state.deleted } : null),
    // The owner decides who reads its advertisers' history; the network's own stays staff only.
    companyOf: (view) => (typeof view.ownerId === 'string' ? view.ownerId : null),
    readerGrant: 'advertiserManagement',
    childrenOnly: true,
  }),
  historyFold<AdvertiserState>({
    streamType: ADVERTISER_STREAM,
    initial: () => NO_ADVERTISER,
    evolve: evolveAdvertiser,
    viewOf: (state) => (state.exists ? { ...state.record, deleted: state.deleted } : null),
    parentStreamOf: (view) => (typeof view.networkId === 'string' ? streamName(NETWORK_STREAM, view.networkId) : null),
    readerGrant: 'advertiserManagement',
    staffOnlyFields: ['internalComment'],
  }),
  historyFold<CauseState>({
    streamType: CAUSE_STREAM,
    initial: () => NO_CAUSE,
    evolve: evolveCause,
    viewOf: (state) => (state.exists ? { reason: state.reason } : null),
  }),
  ...CATALOGUE_SPECS.map((spec) =>
    historyFold<CatalogueItemState>({
      streamType: streamTypeOf(spec),
      initial: () => NO_CATALOGUE_ITEM,
      evolve: evolveCatalogueItem,
      viewOf: (state) => (state.exists ? { ...state.fields, deleted: state.deleted } : null),
    }),
  ),
];
