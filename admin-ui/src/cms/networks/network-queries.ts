import { gql } from '@apollo/client';
import type { CreateParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import { NETWORK_SPEC } from '@tracklight/cms-catalogue';
import { DEFINITION_PARTS, type SuccessCriteria } from '@tracklight/networks';
import type { GraphqlResponse, ResourceQueries } from '../../dataProvider/resource-queries';
import { withoutTypenames } from '../../dataProvider/without-typenames';

export const NETWORK_FIELDS = `
  id moonpullId name url description isActive aliases aliasNetworkId ownerId clientComment moonpullComment
  successCriteria successCriteriaEdited version createdAt updatedAt deletedAt
  clickHostPatterns aniParams advertiserIdParams
  memoryCookie { storage namePattern mustContainAni }
  trackingScriptPatterns { host path }
  closedProgrammeMarkers { urlPatterns { host path } textPatterns }`;

/** A network as the screens hold it: the server's, with the success criteria read from their JSON. */
export interface NetworkRecordView extends Record<string, unknown> {
  id: string;
  name: string;
  successCriteria: SuccessCriteria;
  successCriteriaEdited: boolean;
  version: number;
  deletedAt: string | null;
}


// eslint-disable-next-line @typescript-eslint/no-explicit-any
const parsed = (network: any): NetworkRecordView => ({ ...withoutTypenames(network), successCriteria: JSON.parse(network.successCriteria) });

const EDITABLE = new Set<string>([...Object.keys(NETWORK_SPEC.fields), ...DEFINITION_PARTS]);

/** Only the network's own fields go back: react-admin's record carries more. */
const recordOf = (data: Record<string, unknown>, withId: boolean) =>
  withoutTypenames(Object.fromEntries(Object.entries(data).filter(([name]) => EDITABLE.has(name) || (withId && name === 'id'))));

const FILTERS = new Set(['q', 'showDeleted', 'isActive', 'ownerId', 'aliasNetworkId']);
const filterOf = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(Object.entries(filter).filter(([name, value]) => value !== '' && value !== undefined && value !== null && FILTERS.has(name)));

const PAGE = gql`
  query NetworkPage($filter: NetworkFilter, $sortField: String, $sortOrder: String, $page: Int, $perPage: Int) {
    items: networkPage(filter: $filter, sortField: $sortField, sortOrder: $sortOrder, page: $page, perPage: $perPage) {
      count
      items { ${NETWORK_FIELDS} }
    }
  }`;
const BY_ID = gql`query NetworkById($id: ID!) { item: networkById(id: $id) { ${NETWORK_FIELDS} } }`;
const CREATE = gql`mutation NetworkCreateOne($record: NetworkInput!) { item: networkCreateOne(record: $record) { ${NETWORK_FIELDS} } }`;
const UPDATE = gql`mutation NetworkUpdateById($id: ID!, $record: NetworkInput!) { item: networkUpdateById(id: $id, record: $record) { ${NETWORK_FIELDS} } }`;
const REMOVE = gql`mutation NetworkSoftDeleteById($id: ID!) { item: networkSoftDeleteById(id: $id) { ${NETWORK_FIELDS} } }`;

export const RESTORE_NETWORK = gql`mutation NetworkRestoreById($id: ID!) { item: networkRestoreById(id: $id) { id deletedAt } }`;
export const UPDATE_SUCCESS_CRITERIA = gql`
  mutation NetworkSuccessCriteriaUpdateById($id: ID!, $successCriteria: String) {
    item: networkSuccessCriteriaUpdateById(id: $id, successCriteria: $successCriteria) { ${NETWORK_FIELDS} }
  }`;

const one = ({ data }: GraphqlResponse) => {
  if (!data.item) throw new Error('No such network.');
  return { data: parsed(data.item) };
};

/** react-admin's fetch types on the networks' GraphQL (services/cms/src/networks). */
export const networkQueries: ResourceQueries = {
  GET_LIST: ({ pagination, sort, filter }: GetListParams) => ({
    query: PAGE,
    variables: { filter: filterOf(filter), sortField: sort?.field, sortOrder: sort?.order, page: pagination?.page, perPage: pagination?.perPage },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.items.items.map(parsed), total: data.items.count }),
  }),
  GET_MANY: ({ ids }: GetManyParams) => ({
    query: PAGE,
    variables: { filter: { ids, showDeleted: true }, perPage: ids.length || 1 },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.items.items.map(parsed) }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({ query: BY_ID, variables: { id }, parseResponse: one }),
  CREATE: ({ data }: CreateParams) => ({ query: CREATE, variables: { record: recordOf(data, true) }, parseResponse: one }),
  UPDATE: ({ id, data, previousData }: UpdateParams) => ({
    query: UPDATE,
    // Only what the form changed: the server records changed fields, and a stale value from the
    // loaded record would undo someone else's edit of another field.
    variables: {
      id,
      record: recordOf(
        Object.fromEntries(Object.entries(data).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(previousData?.[name]))),
        false,
      ),
    },
    parseResponse: one,
  }),
  DELETE: ({ id }: DeleteParams) => ({ query: REMOVE, variables: { id }, parseResponse: one }),
};
