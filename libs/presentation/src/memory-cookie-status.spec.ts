import { anAudit } from './audit-view.fixture';
import {
  auditMemoryCookieStatus,
  memoryCookieStatusColour,
  memoryCookieStatusText,
} from './memory-cookie-status';
import { isMemoryCookieStatus, MEMORY_COOKIE_STATUSES } from './memory-cookie-statuses';

describe('memory cookie status presentation (spec 4, memory cookie status values)', () => {
  it('IMMEDIATE is primary (green)', () => {
    expect(memoryCookieStatusColour('IMMEDIATE')).toBe('primary');
  });

  it.each(['CONDITIONAL_ON_CMP', 'CONDITIONAL_ON_CMP_AND_REFRESH'] as const)(
    '%s is warning (amber)',
    (status) => {
      expect(memoryCookieStatusColour(status)).toBe('warning');
    },
  );

  it('NO_MEMORY_COOKIE is danger (red)', () => {
    expect(memoryCookieStatusColour('NO_MEMORY_COOKIE')).toBe('danger');
  });

  it.each(['CLOSED_ADVERTISER', 'NOT_AUDITED', 'MANUAL_REVIEW', 'OTHER'] as const)(
    '%s is secondary (grey)',
    (status) => {
      expect(memoryCookieStatusColour(status)).toBe('secondary');
    },
  );

  it("with a post-ALP URL, CONDITIONAL_ON_CMP_AND_REFRESH reads 'Cookie with consent and navigate'", () => {
    const status = 'CONDITIONAL_ON_CMP_AND_REFRESH';
    expect(memoryCookieStatusText(status, { hasPostAlpUrl: true })).toBe(
      'Cookie with consent and navigate',
    );
    expect(memoryCookieStatusText(status)).toBe('Cookie with consent and refresh');
  });

  it('gives every status its own readable text', () => {
    const texts = MEMORY_COOKIE_STATUSES.map((status) => memoryCookieStatusText(status));
    expect(new Set(texts).size).toBe(MEMORY_COOKIE_STATUSES.length);
  });

  it('recognises only the eight status values', () => {
    expect(isMemoryCookieStatus('CONDITIONAL_ON_CMP')).toBe(true);
    expect(isMemoryCookieStatus('conditional_on_cmp')).toBe(false);
  });
});

describe("an audit's memory cookie status (spec 4, audit status)", () => {
  it("FAILED with no ALP shows 'Not Audited'", () => {
    const audit = anAudit({
      status: 'FAILED',
      hasAlp: false,
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
    });
    expect(auditMemoryCookieStatus(audit)).toEqual({
      status: 'NOT_AUDITED',
      text: 'Not Audited',
      colour: 'secondary',
    });
  });

  it('FAILED after reaching the ALP keeps its own status', () => {
    const audit = anAudit({
      status: 'FAILED',
      hasAlp: true,
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
    });
    expect(auditMemoryCookieStatus(audit).text).toBe('No memory cookie');
  });

  it("reads the post-ALP URL from the audit's batch link", () => {
    const audit = anAudit({
      memoryCookieStatus: 'CONDITIONAL_ON_CMP_AND_REFRESH',
      batchLink: {
        postAlpURL: 'https://shop.example/basket',
        skipConsent: false,
        puppeteerFlags: null,
      },
    });
    expect(auditMemoryCookieStatus(audit).text).toBe('Cookie with consent and navigate');
  });

  it("an audit with no status yet shows 'Not Audited'", () => {
    const audit = anAudit({ status: 'RUNNING', memoryCookieStatus: null });
    expect(auditMemoryCookieStatus(audit).text).toBe('Not Audited');
  });
});
