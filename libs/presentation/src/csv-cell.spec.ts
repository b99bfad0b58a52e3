import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])('neutralises %p', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('keeps ordinary text, numbers, booleans and empties as they are', () => {
    expect(csvCell('https://shop.example/?a=1')).toBe('https://shop.example/?a=1');
    expect(csvCell(-5)).toBe(-5);
    expect(csvCell(true)).toBe(true);
    expect(csvCell(null)).toBeNull();
    expect(csvCell(undefined)).toBeNull();
  });

  it('joins lists and writes dates as ISO 8601', () => {
    expect(csvCell(['a', '=b'])).toBe('a; =b');
    expect(csvCell(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25T10:00:00.000Z');
  });
});
