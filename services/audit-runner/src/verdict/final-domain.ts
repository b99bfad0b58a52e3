import { parseUrl } from '@tracklight/networks';
import { getDomain } from 'tldts';
import type { AuditEvidence } from '@tracklight/contracts';
import { landingStage } from './landing-stages';

/** Registrable domain where the journey ended: the landing page, else the last hop reached. */
export function finalDomain(evidence: AuditEvidence): string | null {
  const url = landingStage(evidence, 'alp')?.url ?? evidence.hops.at(-1)?.url;
  if (!url) return null;
  // An IP address or a single-label host has no registrable domain; the host itself is the answer.
  return getDomain(url) ?? parseUrl(url)?.hostname ?? null;
}
