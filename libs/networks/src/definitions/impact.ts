import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

// Vanity click domains (`goto.<brand>`) belong to advertisers and cannot be listed; links through
// them are recognised by the user-defined network.
const CLICK_HOSTS = ['*.sjv.io', '*.pxf.io', '*.7eer.net', '*.evyy.net', '*.ojrq.net'];

export const IMPACT: NetworkDefinition = {
  id: 'impact',
  name: 'Impact',
  aliases: ['impact.com', 'Impact Radius'],
  aliasOf: null,
  supported: true,
  clickHostPatterns: CLICK_HOSTS,
  // irclickid, with irgwc=1 beside it
  aniParams: ['irclickid'],
  // The campaign id is in the click URL's path (/c/<partner>/<ad>/<campaign>), not its query.
  advertiserIdParams: [],
  // IR_<campaignId> holds the click id among pipe-separated fields.
  memoryCookie: [{ storage: 'cookie', namePattern: '^IR_\\d+$', mustContainAni: true }],
  // Universal Tracking Tag: utt.impactcdn.com/<A|P><account>-<uuid>.js
  trackingScriptPatterns: [{ host: 'utt.impactcdn.com', path: '^/[AP][\\w-]+\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
