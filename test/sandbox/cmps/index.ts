// Registry of the fake CMPs, keyed by id.
import { complianz } from './complianz';
import { cookiebot } from './cookiebot';
import { cookieyes } from './cookieyes';
import { didomi } from './didomi';
import { onetrust } from './onetrust';
import { quantcast } from './quantcast';
import { sourcepoint } from './sourcepoint';
import { trustarc } from './trustarc';
import type { CmpDefinition, CmpId } from './types';
import { usercentrics } from './usercentrics';
import type { Handler } from '../types';

export type { CmpDefinition, CmpId } from './types';

export const CMPS: Record<CmpId, CmpDefinition> = {
  onetrust,
  cookiebot,
  didomi,
  usercentrics,
  quantcast,
  sourcepoint,
  cookieyes,
  complianz,
  trustarc,
};

/** Host -> handler for every CMP vendor host. */
export const cmpRoutes: Record<string, Handler> = Object.assign(
  {},
  ...Object.values(CMPS).map((c) => c.routes),
);
