import { cmpFacts, journeyRows } from './consent-journey';
import type { AuditJourney } from '../audit-view/audit-record';

const journey = (overrides: Partial<AuditJourney> = {}): AuditJourney => ({
  hasAlp: true,
  hasAlpPostConsent: true,
  hasAlpPostConsentRefresh: false,
  handoverImpact: 80,
  handoverImpactPostConsent: 10,
  handoverImpactPostConsentRefresh: null,
  handoverImpactColour: 'danger',
  handoverImpactPostConsentColour: 'primary',
  handoverImpactPostConsentRefreshColour: 'secondary',
  moonpullErrors: [{ moonpullErrorId: '5.4', description: 'Memory cookie missing' }],
  ...overrides,
});

describe('consent journey', () => {
  it('follows the visitor stage by stage: reached, memory cookie, tracking likelihood', () => {
    expect(journeyRows(journey()).map(({ stage, reached, memoryCookie, trackingLikelihood, colour }) => ({ stage, reached, memoryCookie, trackingLikelihood, colour }))).toEqual([
      { stage: 'alp', reached: 'Yes', memoryCookie: 'No', trackingLikelihood: '20%', colour: 'danger' },
      { stage: 'alp-post-consent', reached: 'Yes', memoryCookie: 'Yes', trackingLikelihood: '90%', colour: 'primary' },
      { stage: 'alp-post-consent-refresh', reached: 'No', memoryCookie: '-', trackingLikelihood: '-', colour: 'secondary' },
    ]);
  });

  it('floors tracking likelihood at 0', () => {
    expect(journeyRows(journey({ handoverImpact: 120 }))[0].trackingLikelihood).toBe('0%');
  });
});

describe('CMP facts', () => {
  const audit = { detectedCmp: { name: 'onetrust' }, cmpVendor: null, liteResult: null, cookiesWereAccepted: true, batchLink: { postAlpURL: null, skipConsent: false, puppeteerFlags: null } };

  it('names the detected CMP and what the banner did', () => {
    expect(cmpFacts(audit, { detected: 'onetrust', popupFound: true, optInSucceeded: true })).toEqual([
      { label: 'Consent Platform Detected', value: 'Yes' },
      { label: 'CMP', value: 'onetrust' },
      { label: 'Vendor', value: '-' },
      { label: 'Consent banner shown', value: 'Yes' },
      { label: 'Consent skipped', value: 'No' },
      { label: 'Cookies accepted', value: 'Yes' },
    ]);
  });

  it('falls back to the vendor, then the Lite run, and says No without any', () => {
    expect(cmpFacts({ ...audit, detectedCmp: null, cmpVendor: 'Cookiebot' }, null)[1].value).toBe('Cookiebot');
    expect(cmpFacts({ ...audit, detectedCmp: null, liteResult: { error: null, cmp: 'Didomi' } }, null)[1].value).toBe('Didomi');
    const none = cmpFacts({ ...audit, detectedCmp: null, cookiesWereAccepted: false }, { detected: null, popupFound: false, optInSucceeded: null });
    expect(none.map((fact) => fact.value)).toEqual(['No', '-', '-', 'No', 'No', 'No']);
  });

  it('reports consent skipped when the link asked for it', () => {
    const skipped = cmpFacts({ ...audit, batchLink: { ...audit.batchLink, skipConsent: true } }, null);
    expect(skipped.find((fact) => fact.label === 'Consent skipped')?.value).toBe('Yes');
  });
});
