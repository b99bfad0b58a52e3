import type { CataloguePaths } from '../catalogue/catalogue-paths';

/** The CMS advertiser routes of spec section 2. */
export const ADVERTISER_PATHS: CataloguePaths & { create: string } = {
  list: '/cms/advertisers',
  create: '/cms/advertisers/create',
  editPattern: '/cms/advertisers/:id/update',
};

export const advertiserEditPath = (id: string): string => ADVERTISER_PATHS.editPattern.replace(':id', encodeURIComponent(id));

/** An advertiser's event stream is `advertiser-<id>` (docs/streams.md); its history reads that stream. */
export const ADVERTISER_STREAM_PREFIX = 'advertiser-';
