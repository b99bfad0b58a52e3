import { displayStatus } from './display-status';
import { anAudit } from './audit-view.fixture';
import { stageChecks } from './stage-checks';
import { trackingMatrix } from './tracking-matrix';

describe('trackingMatrix', () => {
  const errors = (...ids: string[]) => ids.map((moonpullErrorId) => ({ moonpullErrorId }));

  it('lays the stages across and their checks down, each cell coloured by its result', () => {
    const rows = stageChecks(
      { moonpullErrors: errors('6.4'), detectedCmp: { name: 'onetrust' }, cmpVendor: null, liteResult: null },
      ['5.3', '5.4', '6.3', '6.4', '7.3'],
    );
    const matrix = trackingMatrix(rows);
    expect(matrix.stages.map((s) => s.stage)).toEqual(['alp', 'alp-post-consent', 'alp-post-consent-refresh']);
    expect(matrix.rows.map((row) => [row.label, row.cells.map((cell) => cell.result)])).toEqual([
      ['Network check', ['OK', 'OK', 'OK']],
      ['Consent check', ['OK', 'N', 'N/A']],
      ['Next check', ['N/A', 'N/A', 'N/A']],
    ]);
    expect(matrix.rows[1].cells.map((cell) => cell.colour)).toEqual(['primary', 'danger', 'secondary']);
  });

  it("shows '-' for the stages after consent when no CMP was known, and for stages with no row", () => {
    const withoutCmp = trackingMatrix(stageChecks({ moonpullErrors: errors('5.3'), detectedCmp: null, cmpVendor: null, liteResult: null }, ['5.3']));
    expect(withoutCmp.rows[0].cells.map((cell) => cell.result)).toEqual(['N', '-', '-']);
    expect(trackingMatrix([]).rows.every((row) => row.cells.every((cell) => cell.result === '-'))).toBe(true);
  });

  it('is what an audit older than three months shows instead of its status badge', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(displayStatus(anAudit({ auditedAt: '2026-08-24T12:00:00Z' }), now)).toEqual({ kind: 'tracking-matrix' });
    expect(displayStatus(anAudit({ auditedAt: '2026-08-26T12:00:00Z' }), now).kind).toBe('badge');
  });
});
