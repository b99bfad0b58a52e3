import type { MemoryCookieStatus } from '@tracklight/presentation';
import { LANDING_STAGES, type LandingStage } from '@tracklight/contracts';
import type { AuditVerdict } from './audit-verdict';

/** What the status depends on, already read from the evidence. */
export interface StatusFacts {
  closedProgramme: boolean;
  /** An observed landing stage shows a reCAPTCHA, hCaptcha or Cloudflare challenge. */
  challenge: boolean;
  notAuditedReason: string | null;
  advertiserCannotAudit: boolean;
  advertiserCannotAuditReason: string | null;
  /** Null when there is a memory cookie to look for; else why there is none. */
  noCookieRulesReason: string | null;
  /** Whether the memory cookie was found at each stage; null when the stage was not observed. */
  cookieAt: Record<LandingStage, boolean | null>;
  inferredS2S: boolean;
  consent: { popupFound: boolean; skipped: boolean; optInSucceeded: boolean | null };
}

export type StatusDecision = Pick<
  AuditVerdict,
  'auditStatus' | 'memoryCookieStatus' | 'failReason' | 'otherReason' | 'manualReviewRequired'
>;

const done = (memoryCookieStatus: MemoryCookieStatus): StatusDecision => ({
  auditStatus: 'DONE',
  memoryCookieStatus,
  failReason: null,
  otherReason: null,
  manualReviewRequired: false,
});

const manualReview = (failReason: string): StatusDecision => ({
  ...done('MANUAL_REVIEW'),
  failReason,
  manualReviewRequired: true,
});

const other = (otherReason: string): StatusDecision => ({ ...done('OTHER'), otherReason });

const WHEN: Record<LandingStage, string> = {
  alp: 'on landing',
  'alp-post-consent': 'after consent',
  'alp-post-consent-refresh': 'after the refresh',
};

const consentGiven = (facts: StatusFacts): boolean =>
  facts.consent.popupFound && !facts.consent.skipped;

/** The cookie was found, so the question is only when it appeared and whether it stayed. */
function statusOfFoundCookie(facts: StatusFacts, firstFound: LandingStage): StatusDecision {
  const later = LANDING_STAGES.slice(LANDING_STAGES.indexOf(firstFound) + 1);
  // A cookie the site removes again (e.g. in its consent callback) will not be there at the sale.
  const lostAt = later.find((stage) => facts.cookieAt[stage] === false);
  if (lostAt) {
    return other(`The memory cookie was there ${WHEN[firstFound]} but gone ${WHEN[lostAt]}`);
  }
  if (firstFound === 'alp') return done('IMMEDIATE');
  // Without an accepted banner a later appearance is not conditional on consent: no status fits.
  if (!consentGiven(facts)) {
    return other(`The memory cookie appeared only ${WHEN[firstFound]}, without any consent given`);
  }
  return done(
    firstFound === 'alp-post-consent' ? 'CONDITIONAL_ON_CMP' : 'CONDITIONAL_ON_CMP_AND_REFRESH',
  );
}

/**
 * A banner that was found but not accepted, or a stage after it not observed, leaves the cookie's
 * fate after consent unknown: calling that NO_MEMORY_COOKIE would blame the advertiser for the
 * audit's own gap.
 */
function consentGap(facts: StatusFacts): string | null {
  if (!consentGiven(facts)) return null;
  if (facts.consent.optInSucceeded === false) {
    return 'The consent banner was found but accepting it failed';
  }
  if (facts.cookieAt['alp-post-consent'] === null) {
    return 'The consent banner was found but the page after consent could not be observed';
  }
  if (facts.cookieAt['alp-post-consent-refresh'] === null) {
    return 'The page could not be observed again after consent';
  }
  return null;
}

/**
 * The first rule that applies wins. A closed programme is the network's own answer, and a
 * challenge page is the advertiser's bot manager answering (often with HTTP 403, which the browser
 * reports as a failure): both say more than 'not audited'.
 */
export function decideMemoryCookieStatus(facts: StatusFacts): StatusDecision {
  if (facts.closedProgramme) return done('CLOSED_ADVERTISER');
  if (facts.challenge) {
    return manualReview(
      'A challenge page (reCAPTCHA, hCaptcha or Cloudflare) stood in front of the landing page',
    );
  }
  if (facts.notAuditedReason !== null) {
    return { ...done('NOT_AUDITED'), auditStatus: 'FAILED', failReason: facts.notAuditedReason };
  }
  if (facts.advertiserCannotAudit) {
    return manualReview(
      facts.advertiserCannotAuditReason ?? 'The advertiser is set as one that cannot be audited',
    );
  }
  if (facts.noCookieRulesReason !== null) return other(facts.noCookieRulesReason);

  const firstFound = LANDING_STAGES.find((stage) => facts.cookieAt[stage] === true);
  if (firstFound) return statusOfFoundCookie(facts, firstFound);
  if (facts.inferredS2S) {
    return manualReview(
      'No memory cookie, but a first-party cookie set by the server carries the click id',
    );
  }
  const gap = consentGap(facts);
  return gap === null ? done('NO_MEMORY_COOKIE') : other(gap);
}
