import { BulkAssignmentCsvError, parseBulkAssignmentCsv } from './bulk-assignment-csv';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('bulk-assignment CSV', () => {
  it('reads Audit ID and Comment, whatever their case, spacing, order or a BOM', () => {
    expect(parseBulkAssignmentCsv(`\uFEFFComment,AUDIT  ID\r\n"Check the tag, please",${A}\r\n,${B.toUpperCase()}\r\n\r\n`)).toEqual([
      { row: 1, auditId: A, comment: 'Check the tag, please' },
      { row: 2, auditId: B, comment: null },
    ]);
  });

  it('refuses the whole file, naming each row at fault', () => {
    const refused = () => parseBulkAssignmentCsv(`Audit ID,Comment\n${A},ok\nnot-an-id,x\n,y\n${A},again`);
    expect(refused).toThrow(BulkAssignmentCsvError);
    expect(refused).toThrow(
      `Nothing was reassigned: Row 2: "not-an-id" is not an audit id. Row 3: the Audit ID is missing. Row 4: audit ${A} is already on row 1.`,
    );
  });

  it('refuses a file without the Audit ID column, or with no rows', () => {
    expect(() => parseBulkAssignmentCsv('Id,Comment\nx,y')).toThrow('The CSV needs an "Audit ID" column (and optionally "Comment").');
    expect(() => parseBulkAssignmentCsv('Audit ID,Comment\n')).toThrow('The CSV has no rows to reassign.');
  });

  it('names at most ten problems, then how many more', () => {
    const csv = `Audit ID\n${Array.from({ length: 12 }, (_, i) => `bad-${i}`).join('\n')}`;
    expect(() => parseBulkAssignmentCsv(csv)).toThrow(/Row 10: "bad-9" is not an audit id\. And 2 more\.$/);
  });
});
