import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./WebUnlockerJourney'));

/** The Lite second opinions beside their audits. */
export const webUnlockerJourneyScreen: Screen = {
  routes: [{ path: '/web-unlocker-journey', element: view('WebUnlockerJourney') }],
  queries: { secondOpinions: async () => (await import('./second-opinion-queries')).secondOpinionQueries },
  // Every company's audits may carry a Lite second opinion (issue 17), so everyone's list.
  menu: [
    {
      group: 'Others',
      label: 'Web Unlocker Journey',
      to: '/web-unlocker-journey',
      icon: CompareArrowsIcon,
    },
  ],
};
