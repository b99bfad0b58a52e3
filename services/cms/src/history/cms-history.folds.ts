import { CATALOGUE_SPECS, streamTypeOf } from '@tracklight/cms-catalogue';
import { ADVERTISER_STREAM, NETWORK_STREAM } from '@tracklight/contracts';
import type { HistoryFold } from '@tracklight/history';
import { foldAdvertiser } from '../advertisers/advertiser';
import { foldCatalogueItem } from '../catalogue/catalogue-item';
import { foldNetwork } from '../networks/network';

/** CMS content as history reads it: the aggregates' own folds (staff only: no company owns it). */
export const CMS_HISTORY_FOLDS: HistoryFold[] = [
  {
    streamType: NETWORK_STREAM,
    view: (events) => {
      const state = foldNetwork(events);
      return state.exists ? { ...state.record, successCriteria: state.successCriteria, deleted: state.deleted } : null;
    },
  },
  {
    // Staff only (no companyOf): a network's own users, who manage its advertisers with the
    // advertiserManagement grant, do not see advertiser history yet; that needs the network's owner.
    streamType: ADVERTISER_STREAM,
    view: (events) => {
      const state = foldAdvertiser(events);
      return state.exists ? { ...state.record, deleted: state.deleted } : null;
    },
  },
  ...CATALOGUE_SPECS.map(
    (spec): HistoryFold => ({
      streamType: streamTypeOf(spec),
      view: (events) => {
        const state = foldCatalogueItem(events);
        return state.exists ? { ...state.fields, deleted: state.deleted } : null;
      },
    }),
  ),
];
