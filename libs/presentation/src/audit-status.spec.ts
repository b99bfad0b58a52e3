import { auditFinishedFlag } from './audit-status';

describe('audit finished flag (spec 4, audit status)', () => {
  it("DONE counts as finished: 'Y'", () => {
    expect(auditFinishedFlag('DONE')).toBe('Y');
  });

  it.each(['FAILED', 'RUNNING', ''])("anything else (%p) is 'N'", (status) => {
    expect(auditFinishedFlag(status)).toBe('N');
  });
});
