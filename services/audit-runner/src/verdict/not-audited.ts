import type { NetworkDefinition } from '@tracklight/networks';
import type { AuditEvidence } from '@tracklight/contracts';
import { landingStage } from './landing-stages';

/** Why the landing page was never properly reached, as the user reads it; null when it was. */
export function notAuditedReason(
  evidence: AuditEvidence,
  network: NetworkDefinition | null,
): string | null {
  if (network && !network.supported) return `${network.name} is not a supported network`;
  if (evidence.failure) return evidence.failure.message;
  const alp = landingStage(evidence, 'alp');
  if (!alp) return 'The advertiser landing page was never reached';
  if (alp.httpStatus !== null && alp.httpStatus >= 400) {
    return `The advertiser landing page answered with HTTP ${alp.httpStatus}`;
  }
  return null;
}
