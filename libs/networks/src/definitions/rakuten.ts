import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = ['click.linksynergy.com', '*.linksynergy.com'];

export const RAKUTEN: NetworkDefinition = {
  id: 'rakuten',
  name: 'Rakuten Advertising',
  aliases: ['Rakuten', 'LinkShare', 'Rakuten LinkShare'],
  aliasOf: null,
  supported: true,
  // deeplink?id=&mid=&murl= and /fs-bin/click
  clickHostPatterns: CLICK_HOSTS,
  // The landing URL also carries ranMID and ranEAID; rmStore keeps the site id.
  aniParams: ['ranSiteID'],
  advertiserIdParams: ['mid', 'ranMID'],
  // Pipe-separated fields, one of them the site id.
  memoryCookie: [{ storage: 'cookie', namePattern: '^rmStore$', mustContainAni: true }],
  // tag.rmp.rakuten.com/<id>.ct.js; whether <id> is the MID is unconfirmed, so it is not compared.
  trackingScriptPatterns: [{ host: 'tag.rmp.rakuten.com', path: '^/\\d+\\.ct\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
