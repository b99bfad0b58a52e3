import { INTERNAL_ADVERTISER_ISSUE_SPEC } from '@tracklight/cms-catalogue';
import { catalogueRoutes } from '../cms/catalogue/catalogue-routes';

/**
 * The internal advertiser issue queue (spec section 2, super admins): open issues, oldest first,
 * with filters, search and export; each opens to be edited or resolved (a resolution conclusion
 * and its time).
 */
export const internalIssueRoutes = catalogueRoutes(
  INTERNAL_ADVERTISER_ISSUE_SPEC,
  {
    list: '/internal-advertiser-issue-queue',
    create: '/internal-advertiser-issue-queue/create',
    editPattern: '/internal-advertiser-issue-queue/:id',
  },
  { title: 'Internal Advertiser Issue Queue', defaultFilter: { resolvedAt: false } },
);
