import { gql } from '@apollo/client';
import type { GetListParams, GetOneParams } from 'react-admin';
import type { GraphqlResponse, ResourceQueries } from '../dataProvider/resource-queries';
import { batchSortBy } from '../batches/batch-queries';

/** What the scheduling list and the template screen show (services/batches/README.md); its type is TemplateRecord. */
const TEMPLATE_FIELDS = gql`
  fragment TemplateFields on Batch {
    id
    name
    description
    isTemplate
    numLinks
    notifyOnComplete
    useForLinkAssurance
    alertWebhookUrl
    scheduleType
    scheduleDay
    scheduleTime
    scheduleCron
    scheduledRunningPaused
    nextScheduledRunAt
    schedulingError {
      ts
      message
    }
    lastRunBatch {
      id
      startedAt
    }
    batchLinks {
      id
      order
      link
      name
      countryCode
    }
  }
`;

const TEMPLATE_MANY = gql`
  query TemplateMany($page: Int, $perPage: Int, $batchFilterString: String, $sortBy: BatchSort) {
    batchMany(filter: { isTemplate: true }, page: $page, perPage: $perPage, batchFilterString: $batchFilterString, sortBy: $sortBy) {
      count
      items {
        ...TemplateFields
      }
    }
  }
  ${TEMPLATE_FIELDS}
`;

const TEMPLATE_BY_ID = gql`
  query TemplateById($id: ID!) {
    batchById(id: $id) {
      ...TemplateFields
    }
  }
  ${TEMPLATE_FIELDS}
`;

/** The `templates` resource: template batches, read through batchMany and batchById. */
export const templateQueries: ResourceQueries = {
  GET_LIST: ({ pagination, filter, sort }: GetListParams) => ({
    query: TEMPLATE_MANY,
    // Searched and sorted on the server as Your Results is: name, description or a link.
    variables: { page: pagination?.page, perPage: pagination?.perPage, batchFilterString: filter?.q?.trim() || undefined, sortBy: batchSortBy(sort) },
    parseResponse: ({ data }: GraphqlResponse) => ({ data: data.batchMany.items, total: data.batchMany.count }),
  }),
  GET_ONE: ({ id }: GetOneParams) => ({
    query: TEMPLATE_BY_ID,
    variables: { id },
    parseResponse: ({ data }: GraphqlResponse) => {
      if (!data.batchById?.isTemplate) throw new Error('Template not found');
      return { data: data.batchById };
    },
  }),
};
