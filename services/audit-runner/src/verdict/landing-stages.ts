import type { AuditEvidence, LandingStage, StageObservation } from '@tracklight/contracts';

/** The stage's observation, or null when the browser could not observe it. */
export function landingStage(
  evidence: AuditEvidence,
  stage: LandingStage,
): StageObservation | null {
  return (
    evidence.stages.find((candidate) => candidate.stage === stage && candidate.observed) ?? null
  );
}

/** A consent banner was seen: only then do the post-consent stages mean anything. */
export function cmpFound(evidence: AuditEvidence): boolean {
  return evidence.cmp.detected !== null || evidence.cmp.popupFound;
}
