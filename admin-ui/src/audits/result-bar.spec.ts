import { liteScreenshots } from './lite-screenshots';
import { resultBarStatus } from './result-bar';

describe('audit-result bar', () => {
  const own = { memoryCookieStatusReadable: 'Immediate', memoryCookieStatusColour: 'primary' as const };

  it('states the status the lists show: a guided result or enhanced status wins', () => {
    expect(resultBarStatus({ ...own, displayStatus: { kind: 'badge', text: 'Guide: Tracking OK', colour: 'secondary' } })).toEqual({
      text: 'Guide: Tracking OK',
      colour: 'secondary',
    });
  });

  it("states the audit's own status where a list shows the tracking matrix", () => {
    expect(resultBarStatus({ ...own, displayStatus: { kind: 'tracking-matrix', text: null, colour: null } })).toEqual({ text: 'Immediate', colour: 'primary' });
  });
});

describe('Lite screenshots', () => {
  it('live at the fixed post-ALP and post-consent addresses', () => {
    expect(liteScreenshots('a1').map((shot) => shot.screenshotUrl)).toEqual(['/screenshots/a1-lite-alp.png', '/screenshots/a1-lite-post-consent.png']);
  });
});
