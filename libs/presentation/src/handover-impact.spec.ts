import { handoverImpactColour, trackingLikelihood } from './handover-impact';

const thresholds = { handoverImpactThresholdCritical: 60, handoverImpactThresholdWarning: 30 };
const automatic = { manualReviewRequired: false };

describe('handover impact colouring (spec 4)', () => {
  it('at or above the critical threshold is danger', () => {
    expect(handoverImpactColour(60, thresholds, automatic)).toBe('danger');
  });

  it('at or above the warning threshold is warning', () => {
    expect(handoverImpactColour(30, thresholds, automatic)).toBe('warning');
    expect(handoverImpactColour(59.9, thresholds, automatic)).toBe('warning');
  });

  it('otherwise primary', () => {
    expect(handoverImpactColour(29.9, thresholds, automatic)).toBe('primary');
  });

  it.each([null, undefined, '', 'n/a'])('non-numeric (%p) is secondary', (impact) => {
    expect(handoverImpactColour(impact, thresholds, automatic)).toBe('secondary');
  });

  it('manual review is secondary', () => {
    expect(handoverImpactColour(90, thresholds, { manualReviewRequired: true })).toBe('secondary');
  });

  it('takes thresholds stored as text in platform content', () => {
    const asText = { handoverImpactThresholdCritical: '60', handoverImpactThresholdWarning: '30' };
    expect(handoverImpactColour('45', asText, automatic)).toBe('warning');
  });

  it('an unset threshold never matches', () => {
    const unset = { handoverImpactThresholdCritical: null, handoverImpactThresholdWarning: 30 };
    expect(handoverImpactColour(95, unset, automatic)).toBe('warning');
  });
});

describe('tracking likelihood (spec 4)', () => {
  it('is 100 minus the impact', () => {
    expect(trackingLikelihood(35)).toBe(65);
  });

  it('is floored at 0', () => {
    expect(trackingLikelihood(130)).toBe(0);
  });

  it('is null without a numeric impact', () => {
    expect(trackingLikelihood(null)).toBeNull();
  });
});
