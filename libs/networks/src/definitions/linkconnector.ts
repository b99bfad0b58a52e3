import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = ['linkconnector.com', '*.linkconnector.com'];

export const LINKCONNECTOR: NetworkDefinition = {
  id: 'linkconnector',
  name: 'LinkConnector',
  aliases: ['LC Naked', 'Link Connector'],
  aliasOf: null,
  supported: true,
  // ta.php?lc=&atid= and traffic_affiliate.php
  clickHostPatterns: CLICK_HOSTS,
  // lctid, with usource=lc beside it
  aniParams: ['lctid'],
  advertiserIdParams: [],
  memoryCookie: [{ storage: 'cookie', namePattern: '^uts_lctid$', mustContainAni: true }],
  // The UTS script and its landing beacon /js/uts_landing.php
  trackingScriptPatterns: [{ host: '*.linkconnector.com', path: '^/(?:js/)?uts' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
