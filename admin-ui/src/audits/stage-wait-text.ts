import type { StageWaitData } from './technical-report-data';

/** What each wait signal means, in the technical report's words. */
export const WAIT_SIGNAL_TEXT: Record<string, string> = {
  load: 'the page loaded',
  'popup-found': 'the consent banner appeared',
  'no-cmp': 'no consent platform was found',
  'memory-cookie': 'the memory cookie was there',
  'opt-in-result': 'the consent was given',
  'page-quiet': 'the page went quiet',
  'page-idle': 'nothing more was due on the page',
  navigated: 'the page moved on by itself',
  deadline: 'its time limit',
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** 'Waited 1.2 s, until the memory cookie was there'; null for evidence recorded before waits were. */
export const stageWaitText = (wait: StageWaitData | null | undefined): string | null =>
  wait ? `Waited ${seconds(wait.waitedMs)}, until ${WAIT_SIGNAL_TEXT[wait.endedBy] ?? wait.endedBy}` : null;

/** Each wait of the stage: 'load 0.4 s (the page loaded)'. */
export const waitStepTexts = (wait: StageWaitData | null | undefined): string[] =>
  (wait?.steps ?? []).map((step) => `${step.step} ${seconds(step.waitedMs)} (${WAIT_SIGNAL_TEXT[step.endedBy] ?? step.endedBy})`);
