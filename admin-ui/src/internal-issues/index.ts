import QueueIcon from '@mui/icons-material/Queue';
import { INTERNAL_ADVERTISER_ISSUE_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../ui-map/screen';
import { catalogueRoutes } from '../cms/catalogue/catalogue-routes';

/**
 * The internal advertiser issue queue (spec section 2, super admins): open issues, oldest first,
 * with filters, search and export; each opens to be edited or resolved (a resolution conclusion
 * and its time).
 */
export const internalIssuesScreen: Screen = {
  routes: catalogueRoutes(
    INTERNAL_ADVERTISER_ISSUE_SPEC,
    {
      list: '/internal-advertiser-issue-queue',
      create: '/internal-advertiser-issue-queue/create',
      editPattern: '/internal-advertiser-issue-queue/:id',
    },
    { title: 'Internal Advertiser Issue Queue', defaultFilter: { resolvedAt: false } },
  ),
  menu: [
    {
      group: 'Others',
      label: 'Internal Advertiser Issue Queue',
      to: '/internal-advertiser-issue-queue',
      icon: QueueIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
