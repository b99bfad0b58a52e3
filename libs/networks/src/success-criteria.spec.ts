import { AWIN, PARTNERIZE } from './definitions';
import { buildSuccessCriteria, stageErrorIds } from './success-criteria';

describe('stageErrorIds', () => {
  it('numbers the checks after the stage', () => {
    expect(stageErrorIds(6)).toEqual({
      trackingScriptMissing: '6.3',
      nonMatchedTag: '6.3.1',
      memoryCookieMissing: '6.4',
      clickIdMissing: '6.5',
    });
  });
});

describe('buildSuccessCriteria', () => {
  it('gives every landing stage the script, non-matched tag, cookie and click id checks', () => {
    const criteria = buildSuccessCriteria(AWIN);
    expect(criteria['alp-post-consent-refresh']).toEqual({
      scripts: [{ errorId: '7.3', patterns: AWIN.trackingScriptPatterns }],
      extracted: [
        {
          errorId: '7.3.1',
          extract: 'tracking-script-advertiser-id',
          mustEqual: 'click-advertiser-id',
        },
      ],
      cookies: [{ errorId: '7.4', rules: AWIN.memoryCookie }],
      query: [{ errorId: '7.5', anyOfParams: ['awc'] }],
    });
  });

  it('leaves out the checks a network does not define, which read as N/A', () => {
    const alp = buildSuccessCriteria(PARTNERIZE).alp;
    expect(alp.scripts).toEqual([]);
    expect(alp.extracted).toEqual([]);
    expect(alp.cookies.map((check) => check.errorId)).toEqual(['5.4']);
  });

  it('has no checks on the hop stages', () => {
    const criteria = buildSuccessCriteria(AWIN);
    for (const stage of ['niu', 'nir', 'air'] as const) {
      expect(criteria[stage]).toEqual({ query: [], cookies: [], scripts: [], extracted: [] });
    }
  });
});
