import { certificationOf } from './certification';

describe('advertiser certification from the latest verdict', () => {
  it.each([
    ['IMMEDIATE', 'CERTIFIED'],
    ['CONDITIONAL_ON_CMP', 'CONDITIONAL'],
    ['CONDITIONAL_ON_CMP_AND_REFRESH', 'CONDITIONAL'],
    ['NO_MEMORY_COOKIE', 'NOT_CERTIFIED'],
    ['MANUAL_REVIEW', 'NEEDS_REVIEW'],
    ['CLOSED_ADVERTISER', 'NEEDS_REVIEW'],
    [null, 'NEEDS_REVIEW'],
  ])('%s → %s', (status, certification) => {
    expect(certificationOf(status)).toBe(certification);
  });
});
