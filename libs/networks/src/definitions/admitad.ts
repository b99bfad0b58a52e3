import type { NetworkDefinition } from '../network-definition';
import { closedProgrammePageOn } from './closed-programme-page';

// Admitad also clicks through alias domains it does not list publicly; add them as they are seen.
const CLICK_HOSTS = ['admitad.com', '*.admitad.com'];

export const ADMITAD: NetworkDefinition = {
  id: 'admitad',
  name: 'Admitad',
  aliases: [],
  aliasOf: null,
  supported: true,
  clickHostPatterns: CLICK_HOSTS,
  aniParams: ['admitad_uid'],
  advertiserIdParams: [],
  // Admitad's server-side templates keep the uid in _aid.
  memoryCookie: [{ storage: 'cookie', namePattern: '^_aid$', mustContainAni: true }],
  trackingScriptPatterns: [{ host: 'www.artfut.com', path: '^/static/tracking\\.min\\.js$' }],
  closedProgrammeMarkers: closedProgrammePageOn(CLICK_HOSTS),
};
