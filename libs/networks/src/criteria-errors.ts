import type { CriteriaStage } from './success-criteria';

// The error ids a network's success criteria may raise, with what each means. An id is
// `<stage number>.<check>` (spec section 8: "stage.number ids (5.3 to 5.5, 6.x, 7.x) come from
// network success criteria"); the presentation reads the check number (x.3 network, x.4 consent,
// x.5 next), so a criterion may only carry an id listed here for its stage.

export const CRITERIA_STAGES: readonly CriteriaStage[] = [
  'niu',
  'nir',
  'air',
  'alp',
  'alp-post-consent',
  'alp-post-consent-refresh',
];

/** Mirrors the evidence contract's STAGE_NUMBERS (a lib cannot import a service's contract twice over). */
export const CRITERIA_STAGE_NUMBERS: Record<CriteriaStage, number> = {
  niu: 2,
  nir: 3,
  air: 4,
  alp: 5,
  'alp-post-consent': 6,
  'alp-post-consent-refresh': 7,
};

/** The redirect hops before the landing page: they load no scripts of their own to check. */
export const HOP_STAGES: readonly CriteriaStage[] = ['niu', 'nir', 'air'];
export const isHopStage = (stage: CriteriaStage): boolean => HOP_STAGES.includes(stage);

/** Where a stage is, in words, for error texts and the success-criteria editor. */
export const CRITERIA_STAGE_LABELS: Record<CriteriaStage, string> = {
  niu: "the network's click URL",
  nir: "the network's redirects",
  air: "the advertiser's redirects",
  alp: 'the landing page',
  'alp-post-consent': 'the landing page after consent',
  'alp-post-consent-refresh': 'the next page after consent',
};

export interface CriteriaError {
  errorId: string;
  stage: CriteriaStage;
  text: string;
}

const checksAt = (stage: CriteriaStage): [check: string, text: string][] => {
  const at = CRITERIA_STAGE_LABELS[stage];
  const cookieAndClickId: [string, string][] = [
    ['4', `Memory cookie missing at ${at}`],
    ['5', `Click id missing from the URL of ${at}`],
  ];
  if (isHopStage(stage)) return cookieAndClickId;
  return [
    ['3', `Network tracking script missing on ${at}`],
    ['3.1', `Network tracking script on ${at} belongs to another advertiser (Non-matched Tag)`],
    ...cookieAndClickId,
  ];
};

/** Every error id a success criterion may carry, stage by stage. */
export const CRITERIA_ERRORS: readonly CriteriaError[] = CRITERIA_STAGES.flatMap((stage) =>
  checksAt(stage).map(([check, text]) => ({
    errorId: `${CRITERIA_STAGE_NUMBERS[stage]}.${check}`,
    stage,
    text,
  })),
);

/** The ids a criterion at this stage may raise. */
export const criteriaErrorIdsAt = (stage: CriteriaStage): string[] =>
  CRITERIA_ERRORS.filter((error) => error.stage === stage).map((error) => error.errorId);

export const criteriaError = (errorId: string): CriteriaError | null =>
  CRITERIA_ERRORS.find((error) => error.errorId === errorId) ?? null;
