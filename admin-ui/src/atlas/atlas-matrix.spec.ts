import { atlasMatrix, type AtlasAudit } from './atlas-matrix';

const audit = (over: Partial<AtlasAudit>): AtlasAudit => ({
  id: 'a',
  status: 'DONE',
  hasAlp: true,
  memoryCookieStatus: 'IMMEDIATE',
  batchLink: null,
  countryCode: 'gb',
  network: { id: 'n-awin', name: 'Awin' },
  ...over,
});

const filterOf = (link: string) => JSON.parse(decodeURIComponent(link.split('filter=')[1]));

describe('the Atlas matrix of a batch', () => {
  const audits = [
    audit({ id: '1' }),
    audit({ id: '2' }),
    audit({ id: '3', memoryCookieStatus: 'NO_MEMORY_COOKIE', countryCode: 'us' }),
    audit({ id: '4', network: null, status: 'FAILED', hasAlp: false, memoryCookieStatus: null, countryCode: 'us' }),
    audit({ id: '5', status: 'RUNNING', memoryCookieStatus: null }),
  ];

  it('counts the audits by network and final verdict, busiest network first, verdicts in the product order', () => {
    const { verdicts, rows } = atlasMatrix('b1', audits, 'network');
    expect(verdicts.map((verdict) => verdict.status)).toEqual(['IMMEDIATE', 'NO_MEMORY_COOKIE', 'NOT_AUDITED', 'UNFINISHED']);
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ['Awin', 4],
      ['No network recognised', 1],
    ]);
    expect(rows[0].cells.IMMEDIATE.count).toBe(2);
    expect(rows[0].cells.UNFINISHED.count).toBe(1);
    expect(rows[1].cells.NOT_AUDITED.count).toBe(1);
  });

  it('links each cell to the batch’s audits of that network, by verdict where the verdict is stored', () => {
    const [awin, none] = atlasMatrix('b1', audits, 'network').rows;
    expect(filterOf(awin.cells.IMMEDIATE.link)).toEqual({ batchId: 'b1', networkId: 'n-awin', memoryCookieStatus: 'IMMEDIATE' });
    // Derived verdicts (a failure before the landing page, an unfinished audit) are not filterable.
    expect(filterOf(none.cells.NOT_AUDITED.link)).toEqual({ batchId: 'b1', networkId: 'none' });
    expect(filterOf(awin.cells.UNFINISHED.link)).toEqual({ batchId: 'b1', networkId: 'n-awin' });
  });

  it('counts by country, linking by country code', () => {
    const { rows } = atlasMatrix('b1', audits, 'country');
    expect(rows.map((row) => [row.label, row.total])).toEqual([
      ['GB', 3],
      ['US', 2],
    ]);
    expect(filterOf(rows[1].cells.NO_MEMORY_COOKIE.link)).toEqual({ batchId: 'b1', countryCode: 'us', memoryCookieStatus: 'NO_MEMORY_COOKIE' });
  });

  it('has no rows and no verdicts for a batch without audits', () => {
    expect(atlasMatrix('b1', [], 'network')).toEqual({ verdicts: [], rows: [] });
  });
});
