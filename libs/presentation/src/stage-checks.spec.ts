import { withErrors } from './audit-view.fixture';
import { cookieStatusLetters, stageChecks } from './stage-checks';

const noCmp = { detectedCmp: null, cmpVendor: null, liteResult: null };
const withCmp = { ...noCmp, detectedCmp: { name: 'OneTrust' } };
const allDefined = ['5.3', '5.4', '5.5', '6.3', '6.4', '6.5', '7.3', '7.4', '7.5'];

describe('stage error checks (spec 4)', () => {
  it('covers alp, alp-post-consent and alp-post-consent-refresh in order', () => {
    const rows = stageChecks({ ...withCmp, ...withErrors() }, allDefined);
    expect(rows.map((row) => row.stage)).toEqual([
      'alp',
      'alp-post-consent',
      'alp-post-consent-refresh',
    ]);
  });

  it("x=3 network check: 'N' if the error is present, 'OK' if absent", () => {
    const [alp, postConsent] = stageChecks({ ...withCmp, ...withErrors('6.3') }, allDefined);
    expect(alp!.network).toBe('OK');
    expect(postConsent!.network).toBe('N');
  });

  it("'N/A' when the network's success criteria do not define the check", () => {
    const [alp] = stageChecks({ ...withCmp, ...withErrors() }, ['5.4', '5.5']);
    expect(alp!.network).toBe('N/A');
  });

  it('x=4 is the consent check', () => {
    const [alp] = stageChecks({ ...withCmp, ...withErrors('5.4') }, allDefined);
    expect(alp).toEqual({ stage: 'alp', network: 'OK', consent: 'N', next: 'OK' });
  });

  it('x=5 is the next check', () => {
    const rows = stageChecks({ ...withCmp, ...withErrors('7.5') }, allDefined);
    expect(rows[2]).toEqual({
      stage: 'alp-post-consent-refresh',
      network: 'OK',
      consent: 'OK',
      next: 'N',
    });
  });

  it("'-' when no CMP is known, except for the first stage", () => {
    const [alp, postConsent, refresh] = stageChecks(
      { ...noCmp, ...withErrors('5.3', '6.3') },
      allDefined,
    );
    expect(alp).toEqual({ stage: 'alp', network: 'N', consent: 'OK', next: 'OK' });
    expect(postConsent).toEqual({
      stage: 'alp-post-consent',
      network: '-',
      consent: '-',
      next: '-',
    });
    expect(refresh).toEqual({
      stage: 'alp-post-consent-refresh',
      network: '-',
      consent: '-',
      next: '-',
    });
  });

  it('a CMP known only from the Lite result counts as known', () => {
    const liteCmp = { ...noCmp, liteResult: { error: null, cmp: 'Cookiebot' } };
    const [, postConsent] = stageChecks({ ...liteCmp, ...withErrors() }, allDefined);
    expect(postConsent!.network).toBe('OK');
  });
});

describe('cookie status letters across stages (spec 4)', () => {
  it('first letter N if error 5.4 is present', () => {
    expect(cookieStatusLetters(withErrors('5.4'))).toBe('NY');
  });

  it('second letter N if error 6.4 is present', () => {
    expect(cookieStatusLetters(withErrors('6.4'))).toBe('YN');
  });

  it('both letters N when both are present', () => {
    expect(cookieStatusLetters(withErrors('6.4', '5.4'))).toBe('NN');
  });

  it("'YY' if no errors", () => {
    expect(cookieStatusLetters(withErrors())).toBe('YY');
  });

  it('ignores errors that are not about the cookie', () => {
    expect(cookieStatusLetters(withErrors('5.4.1', '7.4', '10.1.1'))).toBe('YY');
  });
});
