import { buildSuccessCriteria, emptySuccessCriteria, showsClosedProgramme, type SuccessCriteria } from '@tracklight/networks';
import {
  LANDING_STAGES,
  type LandingStage,
  type StageObservation,
} from '@tracklight/contracts';
import { resolveExpectations, type AuditExpectations } from './audit-expectations';
import {
  DEFAULT_CONTENT_RATES,
  type AuditEvaluationInput,
  type AuditVerdict,
} from './audit-verdict';
import { isAniTruncated } from './click-ids';
import { memoryCookieNotKept } from './cookie-fate';
import { finalDomain } from './final-domain';
import { handoverImpact } from './handover-impact';
import { headerCookieCarriesClickId } from './inferred-s2s';
import { landingStage } from './landing-stages';
import { memoryCookieFound } from './memory-cookie-match';
import { decideMemoryCookieStatus } from './memory-cookie-status';
import { notAuditedReason } from './not-audited';
import { pageMarkerErrors, showsChallenge } from './page-markers';
import { stageErrors } from './stage-errors';

function noCookieRulesReason(
  input: AuditEvaluationInput,
  expectations: AuditExpectations,
): string | null {
  if (expectations.cookieRules.length) return null;
  return input.network
    ? `${input.network.name} defines no memory cookie to look for`
    : 'The network was not recognised, so there was no memory cookie to look for';
}

const NO_NETWORK_CRITERIA = emptySuccessCriteria();

/** The criteria the stage checks come from: the CMS's, else those the definition implies. */
const criteriaOf = (input: AuditEvaluationInput): SuccessCriteria =>
  input.successCriteria ?? (input.network ? buildSuccessCriteria(input.network) : NO_NETWORK_CRITERIA);

/** Evidence in, verdict out: no browser and no I/O, so a stored audit can be judged again. */
export function evaluateAudit(input: AuditEvaluationInput): AuditVerdict {
  const { evidence, network } = input;
  const expectations = resolveExpectations(input);
  const stages = Object.fromEntries(
    LANDING_STAGES.map((stage) => [stage, landingStage(evidence, stage)]),
  ) as Record<LandingStage, StageObservation | null>;
  const observed = LANDING_STAGES.flatMap((stage) => stages[stage] ?? []);
  const alp = stages.alp;
  const domain = finalDomain(evidence);

  const cookieAt = Object.fromEntries(
    LANDING_STAGES.map((stage) => {
      const observation = stages[stage];
      return [stage, observation ? memoryCookieFound(observation, expectations) : null];
    }),
  ) as Record<LandingStage, boolean | null>;
  const closedProgramme =
    network !== null &&
    showsClosedProgramme(
      network,
      evidence.hops.map((hop) => hop.url),
      alp && { url: alp.url, title: alp.title, text: alp.textSample },
    );
  const inferredS2S = headerCookieCarriesClickId(evidence, expectations.clickIds, domain);

  const decision = decideMemoryCookieStatus({
    closedProgramme,
    challenge: observed.some(showsChallenge),
    notAuditedReason: notAuditedReason(evidence, network),
    advertiserCannotAudit: input.advertiser?.cannotAudit ?? false,
    advertiserCannotAuditReason: input.advertiser?.cannotAuditReason ?? null,
    noCookieRulesReason: noCookieRulesReason(input, expectations),
    cookieAt,
    inferredS2S,
    consent: {
      popupFound: evidence.cmp.popupFound,
      skipped: input.options.skipConsent || evidence.cmp.consentSkipped === true,
      optInSucceeded: evidence.cmp.optInSucceeded,
    },
  });

  // Errors describe the advertiser's landing page; a closed programme or a page never reached has none.
  const landingJudged = !['NOT_AUDITED', 'CLOSED_ADVERTISER'].includes(decision.memoryCookieStatus);
  const cookiesWereAccepted =
    evidence.cmp.optInSucceeded === true && stages['alp-post-consent'] !== null;

  // No memory cookie although the network sent one: name the cookie and why the browser dropped it.
  const notKept = decision.memoryCookieStatus === 'NO_MEMORY_COOKIE' ? memoryCookieNotKept(evidence, expectations) : null;

  return {
    ...decision,
    ...(notKept ? { failReason: notKept } : {}),
    ...handoverImpact(decision.memoryCookieStatus, { ...DEFAULT_CONTENT_RATES, ...input.rates }),
    moonpullErrors: landingJudged
      ? [...stageErrors(evidence, expectations, criteriaOf(input)), ...pageMarkerErrors(observed, evidence.platforms)]
      : [],
    detectedCmp: evidence.cmp.detected,
    cookiesWereAccepted,
    hasAlp: alp !== null,
    hasAlpPostConsent: stages['alp-post-consent'] !== null,
    hasAlpPostConsentRefresh: stages['alp-post-consent-refresh'] !== null,
    hasPostConsentJourney: cookiesWereAccepted,
    hasPostConsentRefreshJourney:
      cookiesWereAccepted && stages['alp-post-consent-refresh'] !== null,
    finalDomain: domain,
    interstitialNavigated: evidence.interstitialNavigated,
    closedMerchant: closedProgramme,
    inferredS2S,
    aniTruncated: isAniTruncated(evidence, expectations.aniParams),
    ani: expectations.ani,
  };
}
