import { BadRequestException } from '@nestjs/common';
import { Field, InputType, registerEnumType } from '@nestjs/graphql';
import { SortOrder } from '@tracklight/platform';

/** The columns Your Results sorts by; each is one SQL expression below. */
export enum BatchSortField {
  NAME = 'NAME',
  DESCRIPTION = 'DESCRIPTION',
  STARTED_AT = 'STARTED_AT',
  FINISHED_AT = 'FINISHED_AT',
  NUM_LINKS = 'NUM_LINKS',
  PROGRESS = 'PROGRESS',
  ASSIGNED = 'ASSIGNED',
  OWNER = 'OWNER',
  COMPANY = 'COMPANY',
}
registerEnumType(BatchSortField, { name: 'BatchSortField' });

@InputType('BatchSort')
export class BatchSortInput {
  @Field(() => BatchSortField) field!: BatchSortField;
  @Field(() => SortOrder, { defaultValue: SortOrder.ASC }) order: SortOrder = SortOrder.ASC;
}

/** A batch's state as Your Results shows it ('Processing n / total links...' or 'Done'). */
export enum BatchStatusFilter {
  PROCESSING = 'PROCESSING',
  DONE = 'DONE',
}
registerEnumType(BatchStatusFilter, { name: 'BatchStatusFilter' });

export const MAX_SEARCH_LENGTH = 200;

/**
 * What the free-text search reads, one expression per table so its trigram index (migration
 * BatchesListTools1764700000000, decision 0032) serves it: the expression in the query must be
 * the indexed one, character for character. A batch by its id (the short id shown), name or
 * description; a link by its address, network, landing domain or the advertiser the user named.
 */
export const BATCH_SEARCH_TEXT = `lower(b.id::text || ' ' || b.name || ' ' || coalesce(b.description, ''))`;
export const LINK_SEARCH_TEXT = `lower(l.link || ' ' || coalesce(l.network_name, '') || ' ' || coalesce(l.final_domain, '') || ' ' || coalesce(l.fields->>'userDefinedMerchant', ''))`;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search text, trimmed; refused in words beyond the limit. */
export const searchText = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim();
  if (trimmed && trimmed.length > MAX_SEARCH_LENGTH) {
    throw new BadRequestException(`The search text is limited to ${MAX_SEARCH_LENGTH} characters; yours has ${trimmed.length}.`);
  }
  return trimmed || undefined;
};

/** The batches whose name or one of whose links holds the text; `param` adds a query parameter. */
export const searchCondition = (text: string, param: (value: unknown) => string): string => {
  const like = param(likePattern(text));
  return `(${BATCH_SEARCH_TEXT} LIKE ${like}
    OR b.id IN (SELECT l.batch_id FROM batches.batch_links l WHERE ${LINK_SEARCH_TEXT} LIKE ${like}))`;
};

/** The batches with a link whose audit recognised the network (or advertiser). */
export const recognisedCondition = (column: 'network_id' | 'advertiser_id', value: string, param: (value: unknown) => string): string =>
  `b.id IN (SELECT l.batch_id FROM batches.batch_links l WHERE l.${column} = ${param(value)})`;

export const statusCondition = (status: BatchStatusFilter): string => (status === BatchStatusFilter.DONE ? 'b.is_done' : 'NOT b.is_done');

// Ascending puts empty values last, descending first: Postgres's own order, so one btree index
// per column serves both directions (read backwards). The id breaks ties, so pages are stable.
// Progress and the assignment count are computed, so those two sort the rows the filters leave.
const SORT_SQL: Record<BatchSortField, (order: SortOrder) => string> = {
  [BatchSortField.NAME]: (o) => `b.name ${o}, b.id ${o}`,
  [BatchSortField.DESCRIPTION]: (o) => `b.description ${o}, b.id ${o}`,
  [BatchSortField.STARTED_AT]: (o) => `b.started_at ${o}, b.id ${o}`,
  [BatchSortField.FINISHED_AT]: (o) => `b.finished_at ${o}, b.id ${o}`,
  [BatchSortField.NUM_LINKS]: (o) => `b.num_links ${o}, b.id ${o}`,
  [BatchSortField.PROGRESS]: (o) => `b.is_done ${o}, b.num_completed::float / greatest(b.num_links, 1) ${o}, b.id ${o}`,
  [BatchSortField.ASSIGNED]: (o) => `outstanding_count ${o}, b.id ${o}`,
  [BatchSortField.OWNER]: (o) => `b.owner_name ${o}, b.id ${o}`,
  [BatchSortField.COMPANY]: (o) => `b.owner_company_name ${o}, b.id ${o}`,
};

/** The ORDER BY of the list; newest first unless asked. */
export const batchOrder = (sort: BatchSortInput | null | undefined): string =>
  SORT_SQL[sort?.field ?? BatchSortField.STARTED_AT](sort ? sort.order : SortOrder.DESC);
