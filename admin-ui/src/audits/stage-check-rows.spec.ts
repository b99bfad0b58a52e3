import { otherErrors, stageCheckRows } from './stage-check-rows';
import type { TechnicalStageData } from './technical-report-data';

const stage = (name: string, observed: boolean, cookies: number): TechnicalStageData => ({
  stage: name,
  observed,
  url: `http://shop.test/${name}`,
  httpStatus: observed ? 200 : null,
  cookies: Array.from({ length: cookies }, (_, i) => ({ name: `c${i}`, value: 'v', domain: 'shop.test', origin: 'script' })),
  scripts: [],
  cmp: { detected: 'onetrust', popupFound: true, optInSucceeded: true },
});

describe('stage check rows of the technical report', () => {
  it('joins what each stage observed with its checks and the errors it raised', () => {
    const rows = stageCheckRows({
      stages: [stage('alp', true, 3), stage('alp-post-consent', true, 5), stage('alp-post-consent-refresh', false, 0)],
      stageChecks: [
        { stage: 'alp', network: 'N', consent: 'N', next: 'OK' },
        { stage: 'alp-post-consent', network: 'OK', consent: 'OK', next: 'OK' },
        { stage: 'alp-post-consent-refresh', network: 'OK', consent: 'OK', next: 'N/A' },
      ],
      moonpullErrors: ['5.3', '5.4', '10.2.1', '7.3.1'],
    });
    expect(rows).toEqual([
      { stage: 'alp', observed: 'Yes', cookies: 3, network: 'N', consent: 'N', next: 'OK', errors: ['5.3', '5.4'] },
      { stage: 'alp-post-consent', observed: 'Yes', cookies: 5, network: 'OK', consent: 'OK', next: 'OK', errors: [] },
      { stage: 'alp-post-consent-refresh', observed: 'No', cookies: null, network: 'OK', consent: 'OK', next: 'N/A', errors: ['7.3.1'] },
    ]);
  });

  it("reads '-' for a stage the audit has not recorded or checked yet", () => {
    const [alp] = stageCheckRows({ stages: [], stageChecks: [], moonpullErrors: [] });
    expect(alp).toEqual({ stage: 'alp', observed: '-', cookies: null, network: '-', consent: '-', next: '-', errors: [] });
  });

  it('keeps the errors of no landing stage apart', () => {
    expect(otherErrors(['5.4', '10.1.1', '6.3', '10.2.1'])).toEqual(['10.1.1', '10.2.1']);
  });
});
