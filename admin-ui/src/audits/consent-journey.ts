import { hasError, knownCmpName, LANDING_STAGES, trackingLikelihood, type Colour, type LandingStage } from '@tracklight/presentation';
import type { AuditJourney, AuditRecord } from '../audit-view/audit-record';
import type { CmpObservationData } from './technical-report-data';

export interface JourneyRow {
  stage: LandingStage;
  /** The visitor's step, in words. */
  step: string;
  reached: 'Yes' | 'No';
  /** Was the memory cookie there (x.4 not raised); '-' when the stage was not reached. */
  memoryCookie: 'Yes' | 'No' | '-';
  /** 100 minus the handover impact, e.g. '75%'; '-' without a figure. */
  trackingLikelihood: string;
  colour: Colour;
}

interface Step {
  step: string;
  reached: 'hasAlp' | 'hasAlpPostConsent' | 'hasAlpPostConsentRefresh';
  impact: 'handoverImpact' | 'handoverImpactPostConsent' | 'handoverImpactPostConsentRefresh';
  colour: 'handoverImpactColour' | 'handoverImpactPostConsentColour' | 'handoverImpactPostConsentRefreshColour';
}

const STEPS: Record<LandingStage, Step> = {
  alp: { step: 'First view of the landing page', reached: 'hasAlp', impact: 'handoverImpact', colour: 'handoverImpactColour' },
  'alp-post-consent': {
    step: 'After accepting the consent banner',
    reached: 'hasAlpPostConsent',
    impact: 'handoverImpactPostConsent',
    colour: 'handoverImpactPostConsentColour',
  },
  'alp-post-consent-refresh': {
    step: 'After accepting, on the next page view',
    reached: 'hasAlpPostConsentRefresh',
    impact: 'handoverImpactPostConsentRefresh',
    colour: 'handoverImpactPostConsentRefreshColour',
  },
};

/**
 * The visitor's journey through consent, stage by stage: whether the audit got there, whether the
 * memory cookie was set, and how likely tracking is to survive (spec section 4: tracking
 * likelihood is 100 minus the handover impact, coloured by the platform's thresholds).
 */
export function journeyRows(audit: AuditJourney): JourneyRow[] {
  return LANDING_STAGES.map(({ stage, number }) => {
    const { step, reached, impact, colour } = STEPS[stage];
    const wasReached = audit[reached] === true;
    const likelihood = trackingLikelihood(audit[impact]);
    return {
      stage,
      step,
      reached: wasReached ? 'Yes' : 'No',
      memoryCookie: wasReached ? (hasError(audit, `${number}.4`) ? 'No' : 'Yes') : '-',
      trackingLikelihood: likelihood === null ? '-' : `${likelihood}%`,
      colour: audit[colour],
    };
  });
}

export interface CmpFact {
  label: string;
  value: string;
}

type CmpAudit = Pick<AuditRecord, 'detectedCmp' | 'cmpVendor' | 'liteResult' | 'cookiesWereAccepted' | 'batchLink'>;

const yesNo = (value: boolean | null | undefined): string => (value === null || value === undefined ? '-' : value ? 'Yes' : 'No');

/**
 * What the audit knows about the consent platform: the CMP (detected, else the vendor on record,
 * else what the Lite run saw), what the banner did, and whether the audit accepted cookies.
 * `observation` is the browser's record from the technical report; null when there is none.
 */
export function cmpFacts(audit: CmpAudit, observation: CmpObservationData | null): CmpFact[] {
  const cmp = knownCmpName(audit);
  return [
    { label: 'Consent Platform Detected', value: cmp ? 'Yes' : 'No' },
    { label: 'CMP', value: cmp ?? '-' },
    { label: 'Vendor', value: audit.cmpVendor ?? '-' },
    { label: 'Consent banner shown', value: yesNo(observation?.popupFound) },
    { label: 'Consent skipped', value: audit.batchLink.skipConsent || observation?.consentSkipped ? 'Yes' : 'No' },
    { label: 'Cookies accepted', value: yesNo(audit.cookiesWereAccepted) },
  ];
}
