import HubIcon from '@mui/icons-material/Hub';
import RuleIcon from '@mui/icons-material/Rule';
import type { Screen } from '../../ui-map/screen';
import { lazyViews } from '../../ui-map/lazy-views';
import { NETWORK_PATHS } from './network-paths';

const view = lazyViews(() => import('./views'));

/** CMS networks (spec section 2): /cms/networks, /create, /{networkId}/update, /success-criteria. */
export const networksScreen: Screen = {
  routes: [
    { path: NETWORK_PATHS.list, element: view('NetworkList') },
    { path: NETWORK_PATHS.create, element: view('NetworkCreate') },
    { path: NETWORK_PATHS.successCriteria, element: view('SuccessCriteriaEditor') },
    { path: NETWORK_PATHS.editPattern, element: view('NetworkEdit') },
  ],
  resources: [{ name: 'networks', label: 'networks' }],
  queries: { networks: async () => (await import('./network-queries')).networkQueries },
  menu: [
    {
      group: 'CMS',
      label: 'Networks',
      to: NETWORK_PATHS.list,
      icon: HubIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
    {
      group: 'CMS',
      label: 'Network Success Criteria',
      to: NETWORK_PATHS.successCriteria,
      icon: RuleIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
