import AssistantIcon from '@mui/icons-material/Assistant';
import { GUIDED_RESULT_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Guided results (spec section 2): /cms/guided-results, /create, /{id}/amend (with the history under the form). */
export const guidedResultsScreen: Screen = {
  routes: catalogueRoutes(GUIDED_RESULT_SPEC, {
    list: '/cms/guided-results',
    create: '/cms/guided-results/create',
    editPattern: '/cms/guided-results/:id/amend',
  }),
  menu: [
    {
      group: 'CMS',
      label: 'Guided Results',
      to: '/cms/guided-results',
      icon: AssistantIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
