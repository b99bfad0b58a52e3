// The browser's share of a sandbox scenario, checked on the evidence an audit recorded: where it
// landed, the CMP it saw, where the memory cookie was at each stage, and the failure kind. The
// verdict is the evaluation's job, asserted beside this by the end-to-end audit test.
import type { AuditEvidence, StageObservation } from '@tracklight/contracts';
import type { SandboxScenario } from '../../../../test/sandbox';
import { landingParams } from '../verdict/click-ids';

/** Failure kinds decided before a browser opens: no browser facts to check. */
const DECIDED_WITHOUT_BROWSER = ['unsupported-network', 'timeout'];

/** Stages where the memory cookie must be present (true) or absent (false), per expected status. */
const COOKIE_BY_STATUS: Partial<Record<string, [boolean, boolean | null, boolean | null]>> = {
  IMMEDIATE: [true, null, true],
  CONDITIONAL_ON_CMP: [false, true, true],
  CONDITIONAL_ON_CMP_AND_REFRESH: [false, false, true],
  NO_MEMORY_COOKIE: [false, false, false],
  OTHER: [true, false, null],
};

export function hasMemoryCookie(s: SandboxScenario, stage: StageObservation | undefined): boolean {
  if (!s.memoryCookie || !stage?.observed) return false;
  const { store, name } = s.memoryCookie;
  return store === 'cookie'
    ? stage.cookies.some((c) => c.name === name)
    : Object.prototype.hasOwnProperty.call(stage.localStorage, name);
}

export function expectBrowserFacts(s: SandboxScenario, evidence: AuditEvidence): void {
  const { expected } = s;
  if (DECIDED_WITHOUT_BROWSER.includes(expected.failureKind ?? '')) return;
  if (expected.failureKind) {
    expect(evidence.failure?.kind).toBe(expected.failureKind);
  } else if (evidence.failure) {
    // A challenge page answers 403 yet is judged (MANUAL_REVIEW) from the alp stage.
    expect(evidence.failure.kind).toBe('http-error');
    expect(evidence.stages[0]?.observed).toBe(true);
  }
  if (s.landing && expected.failureKind !== 'dns' && evidence.stages[0]) {
    const landed = new URL(evidence.stages[0].url);
    expect([landed.hostname, landed.pathname]).toEqual([s.landing.host, s.landing.pathname]);
  }
  if (expected.auditStatus === 'FAILED') return;

  expect(evidence.cmp.detected).toBe(s.cmp);
  expect(evidence.cmp.popupFound).toBe(s.cmp !== null);
  if (expected.cookiesWereAccepted) expect(evidence.cmp.optInSucceeded).toBe(true);
  if (expected.interstitialNavigated !== undefined) {
    expect(evidence.interstitialNavigated).toBe(expected.interstitialNavigated);
  }
  if (s.clickIdParam && !expected.errors.includes('5.5')) {
    expect(landingParams(evidence.stages[0]).some((params) => params[s.clickIdParam!])).toBe(true);
  }
  const cookieAt = COOKIE_BY_STATUS[expected.memoryCookieStatus];
  if (cookieAt) {
    const [alp, post, refresh] = evidence.stages;
    expect(hasMemoryCookie(s, alp)).toBe(cookieAt[0]);
    if (cookieAt[1] !== null && post.observed) expect(hasMemoryCookie(s, post)).toBe(cookieAt[1]);
    if (cookieAt[2] !== null) expect(hasMemoryCookie(s, refresh)).toBe(cookieAt[2]);
  }
}
