import type { NetworkDefinition } from '../network-definition';
import { ADMITAD } from './admitad';
import { AWIN } from './awin';
import { CJ } from './cj';
import { IMPACT } from './impact';
import { LINKCONNECTOR } from './linkconnector';
import { PARTNERIZE } from './partnerize';
import { RAKUTEN } from './rakuten';
import { SHAREASALE } from './shareasale';
import { TRADEDOUBLER } from './tradedoubler';
import { WEBGAINS } from './webgains';

export {
  ADMITAD,
  AWIN,
  CJ,
  IMPACT,
  LINKCONNECTOR,
  PARTNERIZE,
  RAKUTEN,
  SHAREASALE,
  TRADEDOUBLER,
  WEBGAINS,
};

/** The networks Tracklight ships with, on their real hosts. */
export const NETWORK_DEFINITIONS: readonly NetworkDefinition[] = [
  AWIN,
  SHAREASALE,
  IMPACT,
  CJ,
  RAKUTEN,
  PARTNERIZE,
  TRADEDOUBLER,
  LINKCONNECTOR,
  ADMITAD,
  WEBGAINS,
];
