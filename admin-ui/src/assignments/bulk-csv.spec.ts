import { csvRowCount, isCsvName } from './bulk-csv';

describe('bulk reassignment file', () => {
  it('takes only a name ending in .csv, whatever its case', () => {
    expect(isCsvName('links.csv')).toBe(true);
    expect(isCsvName('LINKS.CSV')).toBe(true);
    expect(isCsvName('links.xlsx')).toBe(false);
    expect(isCsvName('links.csv.txt')).toBe(false);
  });

  it('counts the data rows, not the header or blank lines', () => {
    expect(csvRowCount('\uFEFFAudit ID,Comment\na,1\nb,2\n\n')).toBe(2);
  });
});
