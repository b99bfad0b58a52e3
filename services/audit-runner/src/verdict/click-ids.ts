import { firstParamValue } from '@tracklight/networks';
import type { AuditEvidence, StageObservation } from '@tracklight/contracts';
import { fragmentParams } from '../hops/hop-shapes';
import { landingStage } from './landing-stages';

/**
 * Where a landing page carries a click id: its query, then its fragment. A click id that reaches
 * the page only as `#awc=...` still arrived: the network's tag reads location.hash too.
 */
export const landingParams = (stage: Pick<StageObservation, 'query' | 'url'>): Record<string, string>[] => [
  stage.query,
  fragmentParams(stage.url),
];

/** The click id on the landing URL, in the parameters' order of preference. */
export function landingClickId(
  evidence: AuditEvidence,
  aniParams: readonly string[],
): string | null {
  const alp = landingStage(evidence, 'alp');
  return alp ? firstParamValue(aniParams, landingParams(alp)) : null;
}

/** The click id as the network first handed it on, before any advertiser redirect could cut it. */
export function journeyClickId(
  evidence: AuditEvidence,
  aniParams: readonly string[],
): string | null {
  return firstParamValue(
    aniParams,
    evidence.hops.map((hop) => hop.query),
  );
}

/** Every click id value seen on the way and on the landing pages: a memory cookie may hold any of them. */
export function allClickIds(evidence: AuditEvidence, aniParams: readonly string[]): string[] {
  const queries = [
    ...evidence.hops.flatMap((hop) => [hop.query, hop.fragment ?? {}]),
    ...evidence.stages.flatMap(landingParams),
  ];
  const values = queries.flatMap((query) => aniParams.map((param) => query[param]));
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** A landing click id that is a strict prefix of the one the network sent: a redirect cut it short. */
export function isAniTruncated(evidence: AuditEvidence, aniParams: readonly string[]): boolean {
  const alp = landingStage(evidence, 'alp');
  if (!alp) return false;
  return aniParams.some((param) => {
    const landed = alp.query[param];
    const sent = firstParamValue(
      [param],
      evidence.hops.map((hop) => hop.query),
    );
    return Boolean(landed && sent && sent !== landed && sent.startsWith(landed));
  });
}
