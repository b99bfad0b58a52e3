import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = ['awin1.com', '*.awin1.com'];

export const AWIN: NetworkDefinition = {
  id: 'awin',
  name: 'AWIN',
  aliases: ['Affiliate Window'],
  aliasOf: null,
  supported: true,
  // cread.php?awinmid=&awinaffid=&ued= and /awclick.php?mid=
  clickHostPatterns: CLICK_HOSTS,
  // awc = <mid>_<timestamp>_<hex>
  aniParams: ['awc'],
  advertiserIdParams: ['awinmid', 'mid'],
  memoryCookie: [
    // Set once the advertiser consents on the visitor's behalf.
    { storage: 'cookie', namePattern: '^_aw_m_{advertiserId}$', mustContainAni: true },
    // The strictly-necessary variant (`sn=1`), set without consent.
    { storage: 'cookie', namePattern: '^_aw_sn_{advertiserId}$', mustContainAni: true },
  ],
  // The MasterTag is named after the advertiser: www.dwin1.com/<advertiserId>.js
  trackingScriptPatterns: [{ host: 'www.dwin1.com', path: '^/(\\d+)\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
