import { gql } from '@apollo/client';
import { mutate } from '../dataProvider/apollo-client';
import type { TemplateRecord } from './template-types';

// The template calls of spec section 7 that react-admin's fetch types do not cover.

const CREATE = gql`
  mutation TemplateCreate($record: BatchCreateRecord!) {
    batchCreateOne(record: $record) { id }
  }
`;
const UPDATE = gql`
  mutation TemplateUpdate($id: ID!, $record: BatchUpdateRecord!) {
    batchUpdateById(id: $id, record: $record) { id }
  }
`;
const UPSERT_LINKS = gql`
  mutation TemplateLinksUpsert($records: [BatchLinkUpsertRecord!]!) {
    batchLinkUpsertMany(records: $records) { id }
  }
`;
const DELETE_LINK = gql`
  mutation TemplateLinkDelete($id: ID!) {
    batchLinkDeleteById(id: $id) { id }
  }
`;
const RUN = gql`
  mutation TemplateRun($batchId: ID!) {
    runBatch(batchId: $batchId)
  }
`;
const DELETE = gql`
  mutation TemplateDelete($id: ID!) {
    batchDeleteById(id: $id)
  }
`;

export type TemplateFields = Partial<Omit<TemplateRecord, 'id' | 'batchLinks' | 'isTemplate' | 'numLinks' | 'schedulingError' | 'lastRunBatch' | 'nextScheduledRunAt'>>;

export const createTemplate = async (record: TemplateFields & { batchLinks: Record<string, unknown>[] }): Promise<string> =>
  (await mutate(CREATE, { record })).batchCreateOne.id;

export const updateTemplate = (id: string, record: TemplateFields) => mutate(UPDATE, { id, record });

export const upsertTemplateLinks = (records: Record<string, unknown>[]) => mutate(UPSERT_LINKS, { records });

export const deleteTemplateLink = (id: string) => mutate(DELETE_LINK, { id });

/** Answers the new run's batch id. */
export const runTemplate = async (batchId: string): Promise<string> => (await mutate(RUN, { batchId })).runBatch;

export const deleteTemplate = (id: string) => mutate(DELETE, { id });
