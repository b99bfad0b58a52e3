import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = [
  'anrdoezrs.net',
  'dpbolvw.net',
  'jdoqocy.com',
  'kqzyfj.com',
  'tkqlhce.com',
  'qksrv.net',
].flatMap((domain) => [domain, `*.${domain}`]);

export const CJ: NetworkDefinition = {
  id: 'cj',
  name: 'CJ',
  aliases: ['CJ Affiliate', 'Commission Junction'],
  aliasOf: null,
  supported: true,
  clickHostPatterns: CLICK_HOSTS,
  aniParams: ['cjevent'],
  // The advertiser is in the click URL's path (click-<PID>-<AID>), not its query.
  advertiserIdParams: [],
  memoryCookie: [
    { storage: 'cookie', namePattern: '^cje$', mustContainAni: true },
    { storage: 'cookie', namePattern: '^cjevent_dc$', mustContainAni: true },
    { storage: 'localStorage', namePattern: '^cjevent$', mustContainAni: true },
    { storage: 'sessionStorage', namePattern: '^cjevent$', mustContainAni: true },
  ],
  // www.mczbf.com/tags/<tagId>/tag.js; the tag id is not an id the click URL carries.
  trackingScriptPatterns: [{ host: 'www.mczbf.com', path: '^/tags/\\d+/tag\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
