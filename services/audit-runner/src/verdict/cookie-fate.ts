// What the browser made of the cookies a hop's Set-Cookie headers wrote (hops/set-cookie-report.ts):
// a cookie it rejected (SameSite=None without Secure, Secure from an http page, a foreign Domain)
// or deleted at once (an expiry in the past) was never stored, so no check may count it as set.
import type { AuditEvidence, ObservedCookie } from '@tracklight/contracts';
import type { AuditExpectations } from './audit-expectations';
import { anyRuleFound } from './memory-cookie-match';

/** Script-set cookies and older evidence carry no report: they were read from the jar, so they were kept. */
export const wasKept = (cookie: ObservedCookie): boolean => !cookie.setCookie || cookie.setCookie.outcome === 'stored';

/** The cookies of the redirect hops that the browser kept. */
export const keptHopCookies = (evidence: AuditEvidence): ObservedCookie[] =>
  evidence.hops.flatMap((hop) => hop.cookiesSet.filter(wasKept));

/**
 * In plain words, the memory cookie a hop or the landing document sent that the browser did not
 * keep, for the verdict's reason: otherwise 'no memory cookie' hides that the network did try.
 */
export function memoryCookieNotKept(
  evidence: AuditEvidence,
  expectations: Pick<AuditExpectations, 'cookieRules' | 'advertiserId' | 'clickIds'>,
): string | null {
  for (const hop of evidence.hops) {
    for (const cookie of hop.cookiesSet) {
      const report = cookie.setCookie;
      if (!report || report.outcome === 'stored') continue;
      if (!anyRuleFound(expectations.cookieRules, { cookies: [cookie], localStorage: {}, sessionStorage: {} }, expectations)) continue;
      const fate = report.outcome === 'deleted' ? 'deleted it at once' : 'rejected it';
      return `${hop.host} set the memory cookie ${cookie.name}, but the browser ${fate}: ${report.reason ?? 'not stored'}`;
    }
  }
  return null;
}
