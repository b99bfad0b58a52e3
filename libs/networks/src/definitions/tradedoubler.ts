import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

// clk.tradedoubler.com, clkuk.tradedoubler.com and the other country click servers.
const CLICK_HOSTS = ['clk*.tradedoubler.com'];

export const TRADEDOUBLER: NetworkDefinition = {
  id: 'tradedoubler',
  name: 'TradeDoubler',
  aliases: ['Trade Doubler'],
  aliasOf: null,
  supported: true,
  // click?p=<programme>&a=<affiliate>&g=<ad>
  clickHostPatterns: CLICK_HOSTS,
  // tdclid_sn is the strictly-necessary variant used for cashback.
  aniParams: ['tduid', 'tdclid_sn'],
  advertiserIdParams: ['p'],
  memoryCookie: [
    { storage: 'cookie', namePattern: '^tduid$', mustContainAni: true },
    { storage: 'cookie', namePattern: '^tdclid_sn$', mustContainAni: true },
  ],
  // Advertisers store the click id with their own code: no network script to look for.
  trackingScriptPatterns: [],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
