import { registerEnumType } from '@nestjs/graphql';
import { SortOrder } from '@tracklight/platform';
import { containsPattern, sortableList, type Param } from '@tracklight/list-query';

/** A batch's state as Your Results shows it ('Processing n / total links...' or 'Done'). */
export enum BatchStatusFilter {
  PROCESSING = 'PROCESSING',
  DONE = 'DONE',
}
registerEnumType(BatchStatusFilter, { name: 'BatchStatusFilter' });

/**
 * What the free-text search reads, one expression per table so its trigram index (migration
 * BatchesListTools1764700000000, decision 0032) serves it: the expression in the query must be
 * the indexed one, character for character. A batch by its id (the short id shown), name or
 * description; a link by its address, network, landing domain or the advertiser the user named.
 */
export const BATCH_SEARCH_TEXT = `lower(b.id::text || ' ' || b.name || ' ' || coalesce(b.description, ''))`;
export const LINK_SEARCH_TEXT = `lower(l.link || ' ' || coalesce(l.network_name, '') || ' ' || coalesce(l.final_domain, '') || ' ' || coalesce(l.fields->>'userDefinedMerchant', ''))`;

/** The batches whose name or one of whose links holds the text. */
export const searchCondition = (text: string) => (param: Param): string => {
  const like = param(containsPattern(text));
  return `(${BATCH_SEARCH_TEXT} LIKE ${like}
    OR b.id IN (SELECT l.batch_id FROM batches.batch_links l WHERE ${LINK_SEARCH_TEXT} LIKE ${like}))`;
};

/** The batches with a link whose audit recognised the network (or advertiser). */
export const recognisedCondition = (column: 'network_id' | 'advertiser_id', value: string) => (param: Param): string =>
  `b.id IN (SELECT l.batch_id FROM batches.batch_links l WHERE l.${column} = ${param(value)})`;

export const statusCondition = (status: BatchStatusFilter): string => (status === BatchStatusFilter.DONE ? 'b.is_done' : 'NOT b.is_done');

// Ascending puts empty values last, descending first: Postgres's own order, so one btree index
// per column serves both directions (read backwards). The id breaks ties, so pages are stable.
// Progress and the assignment count are computed, so those two sort the rows the filters leave.
const batchSort = sortableList('Batch', {
  NAME: (o) => `b.name ${o}, b.id ${o}`,
  DESCRIPTION: (o) => `b.description ${o}, b.id ${o}`,
  STARTED_AT: (o) => `b.started_at ${o}, b.id ${o}`,
  FINISHED_AT: (o) => `b.finished_at ${o}, b.id ${o}`,
  NUM_LINKS: (o) => `b.num_links ${o}, b.id ${o}`,
  PROGRESS: (o) => `b.is_done ${o}, b.num_completed::float / greatest(b.num_links, 1) ${o}, b.id ${o}`,
  ASSIGNED: (o) => `outstanding_count ${o}, b.id ${o}`,
  OWNER: (o) => `b.owner_name ${o}, b.id ${o}`,
  COMPANY: (o) => `b.owner_company_name ${o}, b.id ${o}`,
});

/** The columns Your Results sorts by (BatchSortField), in GraphQL's BatchSort input. */
export const BatchSortInput = batchSort.SortInput;
export type BatchSortInput = InstanceType<typeof BatchSortInput>;

/** The ORDER BY of the list; newest first unless asked. */
export const batchOrder = (sort: BatchSortInput | null | undefined): string =>
  batchSort.orderBy(sort ?? { field: 'STARTED_AT', order: SortOrder.DESC });
