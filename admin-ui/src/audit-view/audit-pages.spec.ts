import { auditPageOf, auditPagePath } from './audit-pages';

describe('audit page addresses (spec section 2)', () => {
  it('puts every page under /reporting/audits/{auditId}', () => {
    expect(auditPagePath('a1')).toBe('/reporting/audits/a1');
    expect(auditPagePath('a1', 'technical-report')).toBe('/reporting/audits/a1/technical-report');
    expect(auditPagePath('a1', 'lite-results')).toBe('/reporting/audits/a1/lite-results');
    expect(auditPagePath('a1', 'atlas')).toBe('/reporting/atlas/audits/a1');
  });

  it('tells the page from the address, the report for anything else', () => {
    expect(auditPageOf('/reporting/audits/a1/cmp-insights')).toBe('cmp-insights');
    expect(auditPageOf('/reporting/audits/a1/webinar-view/')).toBe('webinar-view');
    expect(auditPageOf('/reporting/audits/a1')).toBe('');
    expect(auditPageOf('/reporting/atlas/audits/a1')).toBe('atlas');
    expect(auditPageOf('/reporting/audits/a1/unknown')).toBe('');
  });
});
