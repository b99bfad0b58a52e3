import { gql } from '@apollo/client';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import { pageLocally } from '../../accounts/local-page';
import type { GraphqlResponse, ResourceQueries } from '../../dataProvider/resource-queries';

const FIELDS = 'id reason updatedAt';
const CAUSE_MANY = gql`query CauseMany { causeMany { ${FIELDS} } }`;
const CAUSE_BY_ID = gql`query CauseById($id: ID!) { causeById(id: $id) { ${FIELDS} } }`;
const CAUSE_CREATE = gql`mutation CauseCreateOne($record: CauseInput!) { causeCreateOne(record: $record) { ${FIELDS} } }`;
const CAUSE_UPDATE = gql`mutation CauseUpdateById($id: ID!, $record: CauseInput!) { causeUpdateById(id: $id, record: $record) { ${FIELDS} } }`;

interface Cause {
  id: string;
  reason: string;
}

/** The free-text search of the list, on the id and the reason (causeMany answers every cause). */
const matching = (causes: Cause[], q: unknown) => {
  const text = typeof q === 'string' ? q.trim().toLowerCase() : '';
  return text ? causes.filter((cause) => `${cause.id} ${cause.reason}`.toLowerCase().includes(text)) : causes;
};

/** Reasons management (/reasons-management) on causeMany, causeById, causeCreateOne, causeUpdateById. */
export const causeQueries: ResourceQueries = {
  GET_LIST: (params: GetListParams) => ({
    query: CAUSE_MANY,
    variables: {},
    parseResponse: ({ data }: GraphqlResponse) => pageLocally(matching(data.causeMany, params.filter?.q), params),
  }),
  GET_MANY: ({ ids }: GetManyParams) => ({
    query: CAUSE_MANY,
    variables: {},
    parseResponse: ({ data }: GraphqlResponse) => ({ data: (data.causeMany as Cause[]).filter((cause) => ids.includes(cause.id)) }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: CAUSE_BY_ID,
    variables: { id },
    parseResponse: ({ data }: GraphqlResponse) => {
      if (!data.causeById) throw new Error('No such reason.');
      return { data: data.causeById };
    },
  }),
  CREATE: ({ data }: CreateParams) => ({
    query: CAUSE_CREATE,
    variables: { record: { id: data.id, reason: data.reason } },
    parseResponse: ({ data: answer }: GraphqlResponse) => ({ data: answer.causeCreateOne }),
  }),
  UPDATE: ({ id, data }: UpdateParams) => ({
    query: CAUSE_UPDATE,
    variables: { id, record: { reason: data.reason } },
    parseResponse: ({ data: answer }: GraphqlResponse) => ({ data: answer.causeUpdateById }),
  }),
};
