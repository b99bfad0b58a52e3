import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./RejudgePage'));

/** Re-judging stored audits after a network edit, opened from Superuser Tools. */
export const rejudgeScreen: Screen = {
  routes: [{ path: '/superuser-tools/rejudge', element: view('RejudgePage') }],
};
