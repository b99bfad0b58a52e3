import { formatDate, formatRelative, toDate } from './format-dates';

const AT = new Date('2026-11-26T16:43:05Z');
const EN_GB_UTC = { locale: 'en-GB', timeZone: 'UTC' };

describe("the UI's date format", () => {
  it("writes a moment in the locale's medium date and short time, in the given zone", () => {
    expect(formatDate(AT, 'dateTime', EN_GB_UTC)).toBe('26 Nov 2026, 16:43');
    expect(formatDate(AT, 'dateTime', { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 26, 2026, 4:43 PM');
    expect(formatDate(AT, 'dateTime', { locale: 'de-DE', timeZone: 'Asia/Tokyo' })).toBe('27.11.2026, 01:43');
  });

  it('writes a day without its time, and a log time with its seconds', () => {
    expect(formatDate(AT, 'date', EN_GB_UTC)).toBe('26 Nov 2026');
    expect(formatDate(AT, 'seconds', EN_GB_UTC)).toBe('26 Nov 2026, 16:43:05');
  });

  it('says how far from now in the largest whole unit, past and future', () => {
    const ago = (ms: number) => formatRelative(new Date(AT.getTime() - ms), AT, { locale: 'en-GB' });
    expect(ago(0)).toBe('now');
    expect(ago(42_000)).toBe('42 seconds ago');
    expect(ago(3 * 3600_000 + 600_000)).toBe('3 hours ago');
    expect(ago(86_400_000)).toBe('yesterday');
    expect(ago(45 * 86_400_000)).toBe('2 months ago');
    expect(ago(800 * 86_400_000)).toBe('2 years ago');
    expect(formatRelative(new Date(AT.getTime() + 2 * 86_400_000), AT, { locale: 'en-GB' })).toBe('in 2 days');
    expect(formatRelative(new Date(AT.getTime() - 5 * 60_000), AT, { locale: 'de-DE' })).toBe('vor 5 Minuten');
  });

  it('answers null for a missing or unreadable value', () => {
    expect([toDate(null), toDate(undefined), toDate(''), toDate('not a date')]).toEqual([null, null, null, null]);
    expect(toDate('2026-11-26T16:43:05Z')?.getTime()).toBe(AT.getTime());
  });
});
