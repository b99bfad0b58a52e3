import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';
import { LEGEND_PATH } from './legend-queries';

const view = lazyViews(() => import('./LegendPage'));

/** What the codes on an audit mean. */
export const legendScreen: Screen = {
  routes: [{ path: LEGEND_PATH, element: view('LegendPage') }],
  menu: [{ group: 'Others', label: 'What the Codes Mean', to: LEGEND_PATH, icon: InfoOutlinedIcon }],
};
