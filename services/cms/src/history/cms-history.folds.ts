import { CATALOGUE_SPECS, streamTypeOf } from '@tracklight/cms-catalogue';
import { ADVERTISER_STREAM, CAUSE_STREAM, NETWORK_STREAM } from '@tracklight/contracts';
import { historyFold, type HistoryFold } from '@tracklight/history';
import { evolveAdvertiser, NO_ADVERTISER, type AdvertiserState } from '../advertisers/advertiser';
import { evolveCatalogueItem, NO_CATALOGUE_ITEM, type CatalogueItemState } from '../catalogue/catalogue-item';
import { evolveCause, NO_CAUSE, type CauseState } from '../causes/cause';
import { evolveNetwork, NO_NETWORK, type NetworkState } from '../networks/network';

/** CMS content as history reads it: the aggregates' own evolve steps (staff only: no company owns it). */
export const CMS_HISTORY_FOLDS: HistoryFold[] = [
  historyFold<NetworkState>({
    streamType: NETWORK_STREAM,
    initial: () => NO_NETWORK,
    evolve: evolveNetwork,
    viewOf: (state) => (state.exists ? { ...state.record, successCriteria: state.successCriteria, deleted: state.deleted } : null),
  }),
  // Staff only (no companyOf): a network's own users, who manage its advertisers with the
  // advertiserManagement grant, do not see advertiser history yet; that needs the network's owner.
  historyFold<AdvertiserState>({
    streamType: ADVERTISER_STREAM,
    initial: () => NO_ADVERTISER,
    evolve: evolveAdvertiser,
    viewOf: (state) => (state.exists ? { ...state.record, deleted: state.deleted } : null),
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
