import { gql } from '@apollo/client';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import { ADVERTISER_SPEC } from '@tracklight/cms-catalogue';
import type { GraphqlResponse, ResourceQueries } from '../../dataProvider/resource-queries';
import { withoutTypenames } from '../../dataProvider/without-typenames';

const FIELDS = `id ${Object.keys(ADVERTISER_SPEC.fields).join(' ')} version createdAt updatedAt deletedAt
  whitelistRequest { id whitelistSent whitelistConfirmed whitelistActive }`;

const EDITABLE = new Set<string>(Object.keys(ADVERTISER_SPEC.fields));
/** Only the advertiser's own fields go back: react-admin's record carries more. */
const recordOf = (data: Record<string, unknown>) => withoutTypenames(Object.fromEntries(Object.entries(data).filter(([name]) => EDITABLE.has(name))));

const FILTERS = new Set(['q', 'networkId', 'cannotAudit', 'primaryTrackingMethod', 'bespokeCookieValueType', 'showDeleted']);
const filterOf = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(filter).filter(([name, value]) => value !== '' && value !== undefined && value !== null && FILTERS.has(name)));

const PAGE = gql`
  query AdvertiserPage($filter: AdvertiserFilter, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
    items: advertiserPage(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) {
      count
      items { ${FIELDS} }
    }
  }`;
const BY_ID = gql`query AdvertiserById($id: ID!) { item: advertiserById(id: $id) { ${FIELDS} } }`;
const CREATE = gql`mutation AdvertiserCreateOne($record: AdvertiserInput!) { item: advertiserCreateOne(record: $record) { ${FIELDS} } }`;
const UPDATE = gql`mutation AdvertiserUpdateById($id: ID!, $record: AdvertiserInput!) { item: advertiserUpdateById(id: $id, record: $record) { ${FIELDS} } }`;
const REMOVE = gql`mutation AdvertiserSoftDeleteById($id: ID!) { item: advertiserSoftDeleteById(id: $id) { ${FIELDS} } }`;

export const RESTORE_ADVERTISER = gql`mutation AdvertiserRestoreById($id: ID!) { item: advertiserRestoreById(id: $id) { id deletedAt } }`;
export const ADVERTISER_NETWORK_CHOICES = gql`query AdvertiserNetworkChoices { advertiserNetworkChoices { id name } }`;

const one = ({ data }: GraphqlResponse) => {
  if (!data.item) throw new Error('No such advertiser.');
  return { data: withoutTypenames(data.item) };
};

/** react-admin's fetch types on the advertisers' GraphQL (services/cms/src/advertisers). */
export const advertiserQueries: ResourceQueries = {
  GET_LIST: ({ pagination, sort, filter }: GetListParams) => ({
    query: PAGE,
    variables: { filter: filterOf(filter), sortField: sort?.field, sortOrder: sort?.order, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: withoutTypenames(data.items.items), total: data.items.count }),
  }),
  GET_MANY: ({ ids }: GetManyParams) => ({
    query: PAGE,
    variables: { filter: { ids, showDeleted: true }, perPage: ids.length || 1 },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: withoutTypenames(data.items.items) }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({ query: BY_ID, variables: { id }, parseResponse: one }),
  CREATE: ({ data }: CreateParams) => ({ query: CREATE, variables: { record: recordOf(data) }, parseResponse: one }),
  UPDATE: ({ id, data, previousData }: UpdateParams) => ({
    query: UPDATE,
    // Only what the form changed: the server records changed fields, and a stale value from the
    // loaded record would undo someone else's edit of another field.
    variables: {
      id,
      record: recordOf(Object.fromEntries(Object.entries(data).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(previousData?.[name])))),
    },
    parseResponse: one,
  }),
  DELETE: ({ id }: DeleteParams) => ({ query: REMOVE, variables: { id }, parseResponse: one }),
};
