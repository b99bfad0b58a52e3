import { anAdvertiser, anAudit } from './audit-view.fixture';
import { displayStatus, isOlderThanThreeMonths, isProviderStatus } from './display-status';

const now = new Date('2025-06-15T12:00:00.000Z');
const recent = '2025-06-01T12:00:00.000Z';
const guide = { template: { readableStatus: 'Cookie with consent', readablePublisherType: null } };

describe('display precedence (spec 4)', () => {
  it("closed merchant shows 'Closed', even over a guided result", () => {
    const audit = anAudit({ auditedAt: recent, closedMerchant: true, injectedResult: guide });
    expect(displayStatus(audit, now)).toEqual({
      kind: 'badge',
      text: 'Closed',
      colour: 'secondary',
    });
  });

  it("manual review with advertiser cannotAudit shows 'MR (Advertiser setting)'", () => {
    const audit = anAudit({
      auditedAt: recent,
      manualReviewRequired: true,
      advertiser: anAdvertiser({ cannotAudit: true }),
    });
    expect(displayStatus(audit, now)).toMatchObject({ text: 'MR (Advertiser setting)' });
  });

  it("manual review alone shows 'Manual review'", () => {
    const audit = anAudit({ auditedAt: recent, manualReviewRequired: true });
    expect(displayStatus(audit, now)).toMatchObject({ text: 'Manual review', colour: 'secondary' });
  });

  it("network value 'null' shows 'Null'", () => {
    const audit = anAudit({ auditedAt: recent, network: 'null' });
    expect(displayStatus(audit, now)).toMatchObject({ text: 'Null' });
  });

  it("a guided result overrides the status, manual review included, as 'Guide: ...'", () => {
    const audit = anAudit({
      auditedAt: recent,
      manualReviewRequired: true,
      advertiser: anAdvertiser({ cannotAudit: true }),
      injectedResult: guide,
    });
    expect(displayStatus(audit, now)).toMatchObject({ text: 'Guide: Cookie with consent' });
  });

  it.each([
    ['LOCAL_PROCESSING', 'local-processing'],
    ['WEB_UNLOCKER', 'web-unlocker'],
  ])('an enhanced status from %s shows with the %s icon', (source, icon) => {
    const audit = anAudit({
      auditedAt: recent,
      memoryCookieStatus: 'NO_MEMORY_COOKIE',
      enhancedMemoryCookieStatuses: [
        { source, status: 'IMMEDIATE', updatedAt: '2025-06-02T00:00:00.000Z' },
      ],
    });
    expect(displayStatus(audit, now)).toEqual({
      kind: 'badge',
      text: 'Cookie immediately',
      colour: 'primary',
      icon,
    });
  });

  it('the latest enhanced status is the one shown', () => {
    const audit = anAudit({
      auditedAt: recent,
      enhancedMemoryCookieStatuses: [
        {
          source: 'WEB_UNLOCKER',
          status: 'CONDITIONAL_ON_CMP',
          updatedAt: '2025-06-05T00:00:00.000Z',
        },
        {
          source: 'LOCAL_PROCESSING',
          status: 'NO_MEMORY_COOKIE',
          updatedAt: '2025-06-03T00:00:00.000Z',
        },
      ],
    });
    expect(displayStatus(audit, now)).toMatchObject({
      text: 'Cookie with consent',
      icon: 'web-unlocker',
    });
  });

  it("otherwise the audit's own memory cookie status shows, without an icon", () => {
    const audit = anAudit({ auditedAt: recent, memoryCookieStatus: 'NO_MEMORY_COOKIE' });
    expect(displayStatus(audit, now)).toEqual({
      kind: 'badge',
      text: 'No memory cookie',
      colour: 'danger',
    });
  });

  it('the tracking matrix replaces the status badge for audits older than three months', () => {
    const old = anAudit({ auditedAt: '2025-03-15T11:59:59.999Z', closedMerchant: true });
    const justInside = anAudit({ auditedAt: '2025-03-15T12:00:00.000Z' });
    expect(displayStatus(old, now)).toEqual({ kind: 'tracking-matrix' });
    expect(displayStatus(justInside, now)).toMatchObject({ kind: 'badge' });
  });
});

describe('three months back', () => {
  it('clamps to the end of a shorter month (31 May minus three months is 28 February)', () => {
    const endOfMay = new Date('2025-05-31T00:00:00.000Z');
    expect(isOlderThanThreeMonths('2025-02-27T23:59:59.999Z', endOfMay)).toBe(true);
    expect(isOlderThanThreeMonths('2025-02-28T00:00:00.000Z', endOfMay)).toBe(false);
  });

  it('crosses the year boundary', () => {
    const february = new Date('2025-02-10T00:00:00.000Z');
    expect(isOlderThanThreeMonths('2024-11-09T00:00:00.000Z', february)).toBe(true);
    expect(isOlderThanThreeMonths('2024-11-10T00:00:00.000Z', february)).toBe(false);
  });
});

describe('isProviderStatus', () => {
  it("tells the provider's word (guided result, enhanced status) from the audit's own status", () => {
    expect(isProviderStatus({ text: 'Guide: Tracking confirmed' })).toBe(true);
    expect(isProviderStatus({ text: 'No memory cookie', icon: 'web-unlocker' })).toBe(true);
    expect(isProviderStatus({ text: 'No memory cookie', icon: null })).toBe(false);
    expect(isProviderStatus({ text: null })).toBe(false);
  });
});
