import LinkIcon from '@mui/icons-material/Link';
import SearchIcon from '@mui/icons-material/Search';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { Screen } from '../ui-map/screen';
import { lazyViews } from '../ui-map/lazy-views';

const view = lazyViews(() => import('./views'));

/** Link Assurance: each assured link's latest verdict, and the verification grant's view of it. */
export const linkAssuranceScreen: Screen = {
  routes: [
    { path: '/link-assurance', element: view('LinkAssuranceList') },
    { path: '/link-assurance-search', element: view('LinkAssuranceSearch') },
    {
      path: '/moonpull-verification',
      element: view('LinkAssuranceList', { title: 'Verification' }),
    },
  ],
  resources: [{ name: 'linkAssurance', label: 'link assurance results' }],
  queries: { linkAssurance: async () => (await import('./link-assurance-queries')).linkAssuranceQueries },
  menu: [
    // The verification grant's Link Assurance tab (spec section 6).
    {
      group: 'Others',
      label: (productName) => `${productName} Verification`,
      to: '/moonpull-verification',
      icon: VerifiedIcon,
      shownTo: ({ granted }) => granted('verification'),
    },
    {
      group: 'Others',
      label: 'Link Assurance',
      to: '/link-assurance',
      icon: LinkIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
    {
      group: 'Others',
      label: 'Link Assurance Search',
      to: '/link-assurance-search',
      icon: SearchIcon,
      shownTo: ({ superAdmin }) => superAdmin,
    },
  ],
};
