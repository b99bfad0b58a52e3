import AddLinkIcon from '@mui/icons-material/AddLink';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./SubmitLinks'));

/** Submit Links (spec section 2): a batch, a quick check or a CSV. */
export const linkCheckerScreen: Screen = {
  routes: [{ path: '/link-checker', element: view('SubmitLinks') }],
  menu: [{ group: null, label: 'Submit Links', to: '/link-checker', icon: AddLinkIcon }],
};
