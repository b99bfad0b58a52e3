import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./SupportPage'));

export const supportScreen: Screen = {
  routes: [{ path: '/support', element: view('SupportPage') }],
  menu: [{ group: 'Others', label: 'Support', to: '/support', icon: SupportAgentIcon }],
};
