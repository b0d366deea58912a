import { formatDayMonth, formatLongDate } from './date.ts';

describe('formatLongDate', () => {
  it.each([
    ['2026-10-01', 'October 1st, 2026'],
    ['2026-10-02', 'October 2nd, 2026'],
    ['2026-10-03', 'October 3rd, 2026'],
    ['2026-10-04', 'October 4th, 2026'],
    ['2026-10-11', 'October 11th, 2026'],
    ['2026-10-12', 'October 12th, 2026'],
    ['2026-10-13', 'October 13th, 2026'],
    ['2026-10-21', 'October 21st, 2026'],
    ['2026-10-22', 'October 22nd, 2026'],
    ['2026-10-23', 'October 23rd, 2026'],
    ['2015-01-31', 'January 31st, 2015'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });

  it('keeps the calendar day of a date-only string whatever the time zone', () => {
    // 1 January in UTC is still 31 December west of Greenwich if the string were read as UTC midnight.
    expect(formatLongDate('2027-01-01')).toBe('January 1st, 2027');
  });

  it('shows a string that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('formatDayMonth', () => {
  it('gives a two-digit day and the short month name', () => {
    expect(formatDayMonth('2026-10-04')).toEqual({ day: '04', month: 'Oct' });
    expect(formatDayMonth('2026-09-30')).toEqual({ day: '30', month: 'Sep' });
  });
});
