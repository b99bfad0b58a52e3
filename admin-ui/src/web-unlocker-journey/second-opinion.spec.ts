import { secondOpinion } from './second-opinion';

const audit = (memoryCookieStatus: string | null, lite: { memoryCookieStatus?: string | null; error?: { stack: string | null } | null } | null, status = 'DONE') => ({
  status,
  hasAlp: true,
  memoryCookieStatus,
  batchLink: null,
  liteResult: lite && { cmp: null, error: lite.error ?? null, memoryCookieStatus: lite.memoryCookieStatus, memoryCookieStatusReadable: lite.memoryCookieStatus ?? null },
});

describe("the Lite run's second opinion on an audit", () => {
  it('agrees when both reached the same memory cookie status', () => {
    expect(secondOpinion(audit('IMMEDIATE', { memoryCookieStatus: 'IMMEDIATE' })).agreement).toBe('agree');
  });

  it('disagrees, naming both verdicts, when they differ', () => {
    const opinion = secondOpinion(audit('NO_MEMORY_COOKIE', { memoryCookieStatus: 'IMMEDIATE' }));
    expect(opinion.agreement).toBe('disagree');
    expect(opinion.text).toMatch(/^Disagree: the audit says .+, Lite says IMMEDIATE$/);
  });

  it('gives no opinion when Lite failed or either side has not finished', () => {
    expect(secondOpinion(audit('IMMEDIATE', { error: { stack: 'boom' } })).agreement).toBe('lite-failed');
    expect(secondOpinion(audit('IMMEDIATE', null)).agreement).toBe('lite-failed');
    expect(secondOpinion(audit(null, { memoryCookieStatus: 'IMMEDIATE' }, 'RUNNING')).agreement).toBe('pending');
    expect(secondOpinion(audit('IMMEDIATE', { memoryCookieStatus: null })).agreement).toBe('pending');
  });
});
