import NotesIcon from '@mui/icons-material/Notes';
import { NARRATIVE_SPEC } from '@tracklight/cms-catalogue';
import type { Screen } from '../../ui-map/screen';
import { catalogueRoutes } from '../catalogue/catalogue-routes';

/** Narrative management (spec section 2): /narrative-management, /create, /update/{narrativeId}. */
export const narrativesScreen: Screen = {
  routes: catalogueRoutes(NARRATIVE_SPEC, {
    list: '/narrative-management',
    create: '/narrative-management/create',
    editPattern: '/narrative-management/update/:id',
  }),
  menu: [{ group: 'CMS', label: 'Narrative Management', to: '/narrative-management', icon: NotesIcon, shownTo: ({ superAdmin }) => superAdmin }],
};
