import { LANDING_STAGES, type LandingStage, type StageCheckResult } from '@tracklight/presentation';
import type { TechnicalReportData } from './technical-report-data';

export interface StageCheckRowView {
  stage: LandingStage;
  /** Yes / No as the evidence recorded it; '-' when the audit recorded no such stage. */
  observed: 'Yes' | 'No' | '-';
  /** Cookies the browser held at the stage; null when the stage was not observed. */
  cookies: number | null;
  network: StageCheckResult;
  consent: StageCheckResult;
  next: StageCheckResult;
  /** The audit's error ids raised at this stage (5.x at the ALP, 6.x after consent, 7.x after refresh). */
  errors: string[];
}

const NOT_CHECKED = { network: '-', consent: '-', next: '-' } as const;

/**
 * One row per landing stage: what the browser observed there, the x.3 / x.4 / x.5 checks of spec
 * section 4 (the server derives them; an unfinished audit has none yet) and the errors it raised.
 */
export function stageCheckRows(report: Pick<TechnicalReportData, 'stages' | 'stageChecks' | 'moonpullErrors'>): StageCheckRowView[] {
  return LANDING_STAGES.map(({ stage, number }) => {
    const observation = report.stages.find((s) => s.stage === stage);
    const checks = report.stageChecks.find((c) => c.stage === stage) ?? NOT_CHECKED;
    return {
      stage,
      observed: observation ? (observation.observed ? 'Yes' : 'No') : '-',
      cookies: observation?.observed ? observation.cookies.length : null,
      network: checks.network,
      consent: checks.consent,
      next: checks.next,
      errors: report.moonpullErrors.filter((id) => stageNumberOf(id) === number),
    };
  });
}

/** Errors that belong to no landing stage, such as 10.1.1 (challenge) and 10.2.1 (Shopify). */
export function otherErrors(moonpullErrors: string[]): string[] {
  const landing = new Set<number>(LANDING_STAGES.map(({ number }) => number));
  return moonpullErrors.filter((id) => !landing.has(stageNumberOf(id)));
}

const stageNumberOf = (errorId: string): number => Number(errorId.split('.')[0]);
