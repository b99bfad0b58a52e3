import { Route } from 'react-router-dom';
import { AdvertiserCreate } from './AdvertiserCreate';
import { AdvertiserEdit } from './AdvertiserEdit';
import { AdvertiserList } from './AdvertiserList';
import { ADVERTISER_PATHS } from './advertiser-paths';

/** CMS advertisers (spec section 2): /cms/advertisers, /create, /{advertiserId}/update. */
export const advertiserRoutes = [
  <Route key="advertisers-list" path={ADVERTISER_PATHS.list} element={<AdvertiserList />} />,
  <Route key="advertisers-create" path={ADVERTISER_PATHS.create} element={<AdvertiserCreate />} />,
  <Route key="advertisers-edit" path={ADVERTISER_PATHS.editPattern} element={<AdvertiserEdit />} />,
];
