import { DEFAULT_CONTENT_RATES } from './audit-verdict';
import { handoverImpact } from './handover-impact';

const impactOf = (status: Parameters<typeof handoverImpact>[0]) => {
  const impact = handoverImpact(status, DEFAULT_CONTENT_RATES);
  return [
    impact.handoverImpact,
    impact.handoverImpactPostConsent,
    impact.handoverImpactPostConsentRefresh,
  ];
};

describe('handoverImpact (accept 60 %, navigate 50 %)', () => {
  it('loses no clicks when the cookie is there at once', () => {
    expect(impactOf('IMMEDIATE')).toEqual([0, 0, 0]);
  });

  it('loses the clicks of everyone who does not accept when the cookie waits for consent', () => {
    expect(impactOf('CONDITIONAL_ON_CMP')).toEqual([40, 0, 0]);
  });

  it('also loses those who accept but view no other page when the cookie waits for a refresh', () => {
    expect(impactOf('CONDITIONAL_ON_CMP_AND_REFRESH')).toEqual([70, 50, 0]);
  });

  it('loses every click without a memory cookie', () => {
    expect(impactOf('NO_MEMORY_COOKIE')).toEqual([100, 100, 100]);
  });

  it.each(['CLOSED_ADVERTISER', 'NOT_AUDITED', 'MANUAL_REVIEW', 'OTHER'] as const)(
    'has no measure for %s',
    (status) => {
      expect(impactOf(status)).toEqual([null, null, null]);
    },
  );
});
