import type { AuditGqlView } from '../audits/audit.views';
import { headersOf, reportType, REPORT_TYPES, rowsOf } from './report-types';

const url = (id: string) => `https://tl.example/#/reporting/audits/${id}`;

/** The fields the columns read, as the presenter fills them. */
const AUDIT_GQL_FIXTURE = {
  id: 'a1',
  batchId: 'b1',
  link: 'https://www.awin1.com/cread.php?awinmid=1',
  name: 'Spring offer',
  placement: null,
  tags: ['spring'],
  countryCode: 'gb',
  network: { id: 'awin', name: 'AWIN' },
  userDefinedNetwork: null,
  advertiser: { id: 'adv', name: 'Shop' },
  finalDomain: 'shop.example',
  displayStatus: { kind: 'badge', text: 'Cookie with consent', colour: 'warning', icon: null },
  memoryCookieStatusReadable: 'Cookie with consent',
  memoryCookieStatus: 'CONDITIONAL_ON_CMP',
  handoverImpact: 60,
  handoverImpactPostConsent: 0,
  detectedCmp: { name: 'Cookiebot' },
  cmpVendor: null,
  moonpullErrors: [{ moonpullErrorId: '5.4', description: 'Memory cookie missing', hideFromDownload: false }],
  auditedAt: new Date('2026-11-25T10:00:00Z'),
  status: 'DONE',
  badges: [],
} as unknown as AuditGqlView;

const error = (moonpullErrorId: string, hideFromDownload = false) => ({ moonpullErrorId, description: `text of ${moonpullErrorId}`, hideFromDownload });

describe('report types', () => {
  it('has one header per column and a distinct id each', () => {
    expect(new Set(REPORT_TYPES.map((t) => t.id)).size).toBe(REPORT_TYPES.length);
    for (const type of REPORT_TYPES) expect(headersOf(type).length).toBe(type.columns.length);
  });

  it('writes the readable status, the problems in words and the report link', () => {
    const [row] = rowsOf(reportType('publisher')!, AUDIT_GQL_FIXTURE, url);
    const headers = headersOf(reportType('publisher')!);
    const cell = (header: string) => row[headers.indexOf(header)];
    expect(cell('Memory cookie status')).toBe('Cookie with consent');
    expect(cell('Problems found')).toEqual(['5.4 Memory cookie missing']);
    expect(cell('Report')).toBe(url(AUDIT_GQL_FIXTURE.id));
    expect(cell('Tracking lost (handover impact)')).toBe('60%');
  });

  it('writes one line per problem in a multi-line report, and one line when there is none', () => {
    const type = reportType('multi-line')!;
    const two = { ...AUDIT_GQL_FIXTURE, moonpullErrors: [error('5.4'), error('5.3')] };
    expect(rowsOf(type, two, url)).toHaveLength(2);
    expect(rowsOf(type, { ...AUDIT_GQL_FIXTURE, moonpullErrors: [] }, url)).toHaveLength(1);
  });

  it('leaves errors hidden from downloads out of every report', () => {
    const audit = { ...AUDIT_GQL_FIXTURE, moonpullErrors: [error('5.4'), error('10.2.1', true)] };
    for (const type of REPORT_TYPES) {
      const csv = JSON.stringify(rowsOf(type, audit, url));
      expect(csv).not.toContain('10.2.1');
      if (type.columns.includes('errors')) expect(csv).toContain('5.4 text of 5.4');
    }
    expect(rowsOf(reportType('multi-line')!, audit, url)).toHaveLength(1);
  });
});
