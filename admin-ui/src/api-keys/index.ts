import VpnKeyIcon from '@mui/icons-material/VpnKey';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./ApiKeysPage'));

export const apiKeysScreen: Screen = {
  routes: [{ path: '/api-keys', element: view('ApiKeysPage') }],
  menu: [
    {
      group: 'Others',
      label: 'API Keys',
      to: '/api-keys',
      icon: VpnKeyIcon,
      shownTo: ({ granted }) => granted('api'),
    },
  ],
};
