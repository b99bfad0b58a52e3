import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

const CLICK_HOSTS = ['prf.hn', '*.prf.hn'];

export const PARTNERIZE: NetworkDefinition = {
  id: 'partnerize',
  name: 'Partnerize',
  aliases: ['Performance Horizon'],
  aliasOf: null,
  supported: true,
  // prf.hn/click/camref:<id>/destination:<url>: the ids are in the path.
  clickHostPatterns: CLICK_HOSTS,
  aniParams: ['clickref'],
  advertiserIdParams: [],
  memoryCookie: [
    { storage: 'cookie', namePattern: '^partnerizeClickReference$', mustContainAni: true },
    { storage: 'localStorage', namePattern: '^partnerizeClickReference$', mustContainAni: true },
  ],
  // Deployed through tag-manager templates: there is no script URL of its own to look for.
  trackingScriptPatterns: [],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
