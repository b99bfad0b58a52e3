import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { CAUSE_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/**
 * Reasons management (spec section 2: /reasons-management): the causes audits are pulled by, on
 * the catalogue's list and form (CAUSE_SPEC) over the cause aggregate's own GraphQL (cause-queries.ts).
 */
export const causesScreen: Screen = {
  routes: catalogueRoutes(CAUSE_SPEC, {
    list: '/reasons-management',
    create: '/reasons-management/create',
    editPattern: '/reasons-management/update/:id',
  }),
  resources: [{ name: 'cause', label: 'causes' }],
  queries: { cause: async () => (await import('./cause-queries')).causeQueries },
  menu: [
    {
      group: 'CMS',
      label: 'Reasons Management',
      to: '/reasons-management',
      icon: HelpOutlineIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
