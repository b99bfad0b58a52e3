import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Screen } from '../../ui-map/screen';
import { lazyViews } from '../../ui-map/lazy-views';
import { ADVERTISER_PATHS } from './advertiser-paths';

const view = lazyViews(() => import('./views'));

/** CMS advertisers (spec section 2): /cms/advertisers, /create, /{advertiserId}/update. */
export const advertisersScreen: Screen = {
  routes: [
    { path: ADVERTISER_PATHS.list, element: view('AdvertiserList') },
    { path: ADVERTISER_PATHS.create, element: view('AdvertiserCreate') },
    { path: ADVERTISER_PATHS.editPattern, element: view('AdvertiserEdit') },
  ],
  resources: [{ name: 'advertisers', label: 'advertisers' }],
  queries: { advertisers: async () => (await import('./advertiser-queries')).advertiserQueries },
  menu: [
    {
      group: 'Others',
      label: 'Advertisers',
      to: ADVERTISER_PATHS.list,
      icon: StorefrontIcon,
      shownTo: ({ granted }) => granted('advertiserManagement'),
    },
  ],
};
