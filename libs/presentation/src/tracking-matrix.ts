import type { Colour } from './colour';
import { LANDING_STAGES, type LandingStage, type StageCheckResult, type StageCheckRow } from './stage-checks';
import { stageLabel } from './stage-labels';

/** The checks of each landing stage, in the order the matrix lists them (error ids x.3, x.4, x.5). */
export const TRACKING_MATRIX_CHECKS = [
  { check: 'network', label: 'Network check' },
  { check: 'consent', label: 'Consent check' },
  { check: 'next', label: 'Next check' },
] as const;

export type TrackingMatrixCheck = (typeof TRACKING_MATRIX_CHECKS)[number]['check'];

export interface TrackingMatrixCell {
  result: StageCheckResult;
  colour: Colour;
}

export interface TrackingMatrix {
  /** Column headings: the landing stages as the reports name them. */
  stages: { stage: LandingStage; label: string }[];
  /** One row per check, one cell per stage. */
  rows: { check: TrackingMatrixCheck; label: string; cells: TrackingMatrixCell[] }[];
}

const CELL_COLOURS: Record<StageCheckResult, Colour> = { OK: 'primary', N: 'danger', 'N/A': 'secondary', '-': 'secondary' };

/**
 * The tracking matrix that replaces the status badge of audits older than three months (spec
 * section 4): the landing stages across, their checks down. Built from stageChecks' rows so the
 * matrix and the technical report can never disagree; a stage with no row shows '-' (not run).
 */
export function trackingMatrix(rows: readonly StageCheckRow[]): TrackingMatrix {
  return {
    stages: LANDING_STAGES.map(({ stage }) => ({ stage, label: stageLabel(stage) })),
    rows: TRACKING_MATRIX_CHECKS.map(({ check, label }) => ({
      check,
      label,
      cells: LANDING_STAGES.map(({ stage }) => {
        const result = rows.find((row) => row.stage === stage)?.[check] ?? '-';
        return { result, colour: CELL_COLOURS[result] };
      }),
    })),
  };
}
