import { z } from 'zod';
import { ERROR_IDS } from '@tracklight/presentation';
import type { Where } from '@tracklight/list-query';

const Ids = z.array(z.uuid('A batch id is not valid.'), 'batchIds must be a list of batch ids.').max(500, 'At most 500 batch ids.');
const Texts = z.array(z.string().max(500)).max(500);
const Day = z.iso.date('Dates are YYYY-MM-DD.');

/** Which audits a report reads (spec section 7's generate* arguments), each narrowing the last. */
export const ReportSelection = z.strictObject({
  batchIds: Ids.optional(),
  startDate: Day.optional(),
  endDate: Day.optional(),
  reasonId: z.string().max(100).optional(),
  advertiserNames: Texts.optional(),
  advertiserAlps: Texts.optional(),
  status: z.string().max(100).optional(),
  assigneeIds: Texts.optional(),
  companyId: z.uuid().optional(),
  networkName: z.string().max(200).optional(),
  countryCodes: z.array(z.string().regex(/^[a-z]{2}$/i, 'Country codes are two letters.')).max(100).optional(),
});
export type ReportSelection = z.infer<typeof ReportSelection>;

/**
 * The causes (reasons, the cms catalogue of causeMany) an audit can be pulled by, as conditions
 * on the audit: error-based causes by their error ids, the rest by the audit's outcome. Causes
 * about the advertiser (issue types) select audits flagged for manual review, where people look.
 */
const CAUSE_CONDITIONS: Record<string, (p: (value: unknown) => string) => string> = {
  recaptcha: (p) => `${p(ERROR_IDS.recaptcha)} = ANY(a.moonpull_errors)`,
  shopify: (p) => `${p(ERROR_IDS.shopify)} = ANY(a.moonpull_errors)`,
  non_matched_tag: (p) => `a.moonpull_errors && ${p([...ERROR_IDS.nonMatchedTag])}::text[]`,
  cookie_missing_at_alp: (p) => `${p(ERROR_IDS.cookieMissingAtAlp)} = ANY(a.moonpull_errors)`,
  cookie_missing_post_consent: (p) => `${p(ERROR_IDS.cookieMissingPostConsent)} = ANY(a.moonpull_errors)`,
  closed_advertiser: () => `a.memory_cookie_status = 'CLOSED_ADVERTISER'`,
  not_audited: () => `a.memory_cookie_status = 'NOT_AUDITED'`,
};
const MANUAL_REVIEW = () => `(a.verdict->>'manualReviewRequired')::boolean IS TRUE`;

export const knownCause = (reasonId: string): boolean => reasonId in CAUSE_CONDITIONS || /^[a-z_]+$/.test(reasonId);

/** Adds the selection's conditions to the caller's scoped WHERE. */
export const narrow = (where: Where, selection: ReportSelection): Where => {
  const s = selection;
  if (s.batchIds?.length) where.add((p) => `a.batch_id = ANY(${p(s.batchIds)})`);
  if (s.startDate) where.add((p) => `a.audited_at >= ${p(s.startDate)}::date`);
  if (s.endDate) where.add((p) => `a.audited_at < ${p(s.endDate)}::date + 1`);
  if (s.reasonId) where.add(CAUSE_CONDITIONS[s.reasonId] ?? MANUAL_REVIEW);
  if (s.advertiserNames?.length) where.add((p) => `lower(coalesce(adv.name, a.final_domain)) = ANY(${p(s.advertiserNames!.map((n) => n.trim().toLowerCase()))})`);
  if (s.advertiserAlps?.length) where.add((p) => `lower(a.final_domain) = ANY(${p(s.advertiserAlps!.map((n) => n.trim().toLowerCase()))})`);
  if (s.status) where.add((p) => `a.memory_cookie_status = ${p(s.status)}`);
  if (s.assigneeIds?.length) where.add((p) => `a.assigned_to_id = ANY(${p(s.assigneeIds)})`);
  if (s.companyId) where.add((p) => `a.company_id = ${p(s.companyId)}`);
  if (s.networkName) where.add((p) => `lower(a.network_name) = ${p(s.networkName!.toLowerCase())}`);
  if (s.countryCodes?.length) where.add((p) => `a.country_code = ANY(${p(s.countryCodes!.map((c) => c.toLowerCase()))})`);
  return where;
};
