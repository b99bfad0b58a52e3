import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = ['track.webgains.com'];

/** Listed so its links are recognised and reported as unsupported (spec section 9), not audited. */
export const WEBGAINS: NetworkDefinition = {
  id: 'webgains',
  name: 'Webgains',
  aliases: [],
  aliasOf: null,
  supported: false,
  // click.html?wgcampaignid=&wgprogramid=
  clickHostPatterns: CLICK_HOSTS,
  aniParams: ['wgu'],
  advertiserIdParams: ['wgprogramid'],
  memoryCookie: [],
  trackingScriptPatterns: [{ host: 'analytics.webgains.io', path: '^/clk\\.min\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
