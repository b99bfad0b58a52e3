import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = [
  'shareasale.com',
  '*.shareasale.com',
  'shareasale-analytics.com',
  '*.shareasale-analytics.com',
];

export const SHAREASALE: NetworkDefinition = {
  id: 'shareasale',
  name: 'ShareASale',
  aliases: ['Share A Sale'],
  // ShareASale now runs on AWIN; its script also reads AWIN's awc.
  aliasOf: 'awin',
  supported: true,
  // r.cfm?b=&u=&m=&urllink=
  clickHostPatterns: CLICK_HOSTS,
  aniParams: ['sscid', 'awc'],
  advertiserIdParams: ['m', 'merchantID'],
  memoryCookie: [
    { storage: 'cookie', namePattern: '^sas_m_awin$', mustContainAni: true },
    // Named after the AWIN advertiser id, which differs from the ShareASale merchant id on the link.
    { storage: 'cookie', namePattern: '^_aw_m_\\d+$', mustContainAni: true },
  ],
  trackingScriptPatterns: [
    ...CLICK_HOSTS.map((host) => ({ host, path: '/shareasale-tracking\\.js$' })),
    // The AWIN MasterTag, named after the AWIN id, which the link does not carry.
    { host: 'www.dwin1.com', path: '^/\\d+\\.js$' },
  ],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
