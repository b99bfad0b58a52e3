import type { AuditEvidence } from '@tracklight/contracts';
import { showsChallenge } from '../verdict/page-markers';

/** Statuses a site answers a visitor it will not serve: forbidden, or too many requests. */
const BLOCKING_STATUSES = new Set([403, 429]);

/**
 * Why the site refused this run, in words, or null when it did not: the landing document answered
 * 403/429, or a stage showed a challenge page (reCAPTCHA, hCaptcha, Cloudflare).
 */
export function blockedBy(evidence: AuditEvidence): string | null {
  const landing = evidence.stages.find((stage) => stage.stage === 'alp');
  const status = landing?.httpStatus ?? evidence.hops.at(-1)?.status ?? null;
  if (status !== null && BLOCKING_STATUSES.has(status)) return `HTTP ${status}`;
  if (evidence.stages.some((stage) => stage.observed && showsChallenge(stage))) return 'challenge page';
  return null;
}
