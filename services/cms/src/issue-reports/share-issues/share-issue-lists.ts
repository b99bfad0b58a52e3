import { containsPattern, searchText, sortableList, Where } from '@tracklight/list-query';
import { SortOrder } from '@tracklight/platform';

// The share area's two lists (decision 0032's shape): a search over what each row shows and a
// sort on each column; the advertiser's key breaks ties so pages are stable.

/** The advertiser as the lists show it: its CMS name, else its domain, else its key. */
const ADVERTISER = `coalesce(adv.name, adv.domain, i.advertiser_id)`;

const issueSort = sortableList('AdvertiserIssue', {
  ADVERTISER: (o) => `lower(${ADVERTISER}) ${o}, i.advertiser_id ${o}`,
  STATUS: (o) => `i.status ${o}, i.advertiser_id ${o}`,
  REPORT_COUNT: (o) => `i.report_count ${o}, i.advertiser_id ${o}`,
  LAST_REPORTED_AT: (o) => `i.last_reported_at ${o}, i.advertiser_id ${o}`,
  UPDATED_AT: (o) => `i.updated_at ${o}, i.advertiser_id ${o}`,
});
export const AdvertiserIssueSortInput = issueSort.SortInput;
export type AdvertiserIssueSortInput = InstanceType<typeof AdvertiserIssueSortInput>;
/** Most recently changed first unless asked. */
export const issueOrder = (sort?: AdvertiserIssueSortInput | null) => issueSort.orderBy(sort ?? { field: 'UPDATED_AT', order: SortOrder.DESC });

/** Issues whose advertiser's name, domain or key contains the search text (none when blank). */
export const issueSearch = (where: Where, text?: string | null): Where => {
  const search = searchText(text);
  return search ? where.add((p) => `lower(concat_ws(' ', adv.name, adv.domain, i.advertiser_id)) LIKE ${p(containsPattern(search))}`) : where;
};

const reportSort = sortableList('IssueReport', {
  CREATED_AT: (o) => `r.created_at ${o}, r.id ${o}`,
  ADVERTISER: (o) => `lower(coalesce(adv.name, adv.domain, r.advertiser_id)) ${o}, r.id ${o}`,
  REPORTER: (o) => `lower(r.contact_details->>'company') ${o}, lower(r.contact_details->>'name') ${o}, r.id ${o}`,
});
export const IssueReportSortInput = reportSort.SortInput;
export type IssueReportSortInput = InstanceType<typeof IssueReportSortInput>;
/** Newest first unless asked. */
export const reportOrder = (sort?: IssueReportSortInput | null) => reportSort.orderBy(sort ?? { field: 'CREATED_AT', order: SortOrder.DESC });

/** Reports whose comment, reporter (name, company, e-mail) or advertiser contains the search text. */
export const reportSearch = (where: Where, text?: string | null): Where => {
  const search = searchText(text);
  return search
    ? where.add(
        (p) =>
          `lower(concat_ws(' ', r.comment, r.contact_details->>'name', r.contact_details->>'company', r.contact_details->>'contact', adv.name, adv.domain, r.advertiser_id)) LIKE ${p(containsPattern(search))}`,
      )
    : where;
};
