import { authedRequest } from '../auth/authed-request';
import { jsonBody } from '../http/request';
import type { InternalIssue } from './internal-issue-form';

type Answer = { internalAdvertiserIssue: Record<string, unknown> | null };

/** GET /internal-advertiser-issues/{advertiserId} (spec section 7): the advertiser's open issue. */
export const loadInternalIssue = (advertiserId: string) => authedRequest<Answer>(`/internal-advertiser-issues/${encodeURIComponent(advertiserId)}`);

/** POST /internal-advertiser-issues: create without an id, update with one. */
export const submitInternalIssue = (issue: InternalIssue) =>
  authedRequest<Answer>('/internal-advertiser-issues', jsonBody({ ...issue, resolvedAt: issue.resolutionConclusion.trim() ? new Date().toISOString() : null }));
