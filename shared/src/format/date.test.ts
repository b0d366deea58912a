import {
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  isoToPracticeTime,
  practiceTimeToIso,
  practiceToday,
} from './date.ts';

// Readers' time zones from the furthest ahead (UTC+14) to the furthest behind (UTC-11), passed to the
// formatters as dayjs time zones: the process's own TZ stays as it is.
const READER_ZONES = [
  'Pacific/Kiritimati',
  'Asia/Tokyo',
  'Europe/London',
  'UTC',
  'America/Los_Angeles',
  'Pacific/Pago_Pago',
];

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

  it('formats a calendar day without building time zone data, which a phone pays for on its first use', () => {
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      // Zones no other test uses: dayjs keeps the formatter of each zone it has built.
      expect(formatLongDate('2026-11-30', 'America/Indiana/Knox')).toBe('November 30th, 2026');
      expect(formatDayMonth('2026-11-30', 'America/Kentucky/Louisville')).toEqual({ day: '30', month: 'Nov' });
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it.each(READER_ZONES)('keeps the calendar day of a date-only string for a reader in %s', (zone) => {
    expect(formatLongDate('2027-01-01', zone)).toBe('January 1st, 2027');
    expect(formatLongDate('2026-03-08', zone)).toBe('March 8th, 2026');
    expect(formatLongDate('2026-11-01', zone)).toBe('November 1st, 2026');
  });

  it('dates a timestamp by the practice calendar, with the offset New York has that night', () => {
    // Clocks go forward at 2:00 on 8 March 2026 (UTC-5 to UTC-4) and back at 2:00 on 1 November (UTC-4 to UTC-5).
    expect(formatLongDate('2026-03-08T04:59:00Z')).toBe('March 7th, 2026');
    expect(formatLongDate('2026-03-08T05:00:00Z')).toBe('March 8th, 2026');
    expect(formatLongDate('2026-03-09T03:59:00Z')).toBe('March 8th, 2026');
    expect(formatLongDate('2026-03-09T04:00:00Z')).toBe('March 9th, 2026');
    expect(formatLongDate('2026-11-01T03:59:00Z')).toBe('October 31st, 2026');
    expect(formatLongDate('2026-11-01T04:00:00Z')).toBe('November 1st, 2026');
    expect(formatLongDate('2026-11-02T04:59:00Z')).toBe('November 1st, 2026');
    expect(formatLongDate('2026-11-02T05:00:00Z')).toBe('November 2nd, 2026');
  });

  it('dates the same instant by the calendar of the zone asked for', () => {
    const instant = '2026-12-31T23:30:00-05:00';
    expect(formatLongDate(instant)).toBe('December 31st, 2026');
    expect(formatLongDate(instant, 'UTC')).toBe('January 1st, 2027');
    expect(formatLongDate(instant, 'Pacific/Pago_Pago')).toBe('December 31st, 2026');
  });

  it('shows a string that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('')).toBe('');
  });
});

describe('formatDayMonth', () => {
  it('gives a two-digit day and the short month name', () => {
    expect(formatDayMonth('2026-10-04')).toEqual({ day: '04', month: 'Oct' });
    expect(formatDayMonth('2026-09-30')).toEqual({ day: '30', month: 'Sep' });
  });

  it.each(READER_ZONES)('keeps the day of a date-only string for a reader in %s', (zone) => {
    expect(formatDayMonth('2026-03-01', zone)).toEqual({ day: '01', month: 'Mar' });
  });

  it('gives blanks for a string that is not a date', () => {
    expect(formatDayMonth('n/a')).toEqual({ day: '', month: '' });
  });
});

describe('formatDateTime', () => {
  it('shows the wall-clock time of the zone asked for, summer and winter', () => {
    expect(formatDateTime('2026-07-04T16:07:00Z', 'America/New_York')).toBe('Jul 4, 2026, 12:07 PM');
    expect(formatDateTime('2026-01-15T16:07:00Z', 'America/New_York')).toBe('Jan 15, 2026, 11:07 AM');
    expect(formatDateTime('2026-07-04T16:07:00Z', 'America/Los_Angeles')).toBe('Jul 4, 2026, 9:07 AM');
    expect(formatDateTime('2026-07-04T16:07:00Z', 'Europe/London')).toBe('Jul 4, 2026, 5:07 PM');
    expect(formatDateTime('2026-07-04T16:07:00Z', 'Asia/Kolkata')).toBe('Jul 4, 2026, 9:37 PM');
  });

  it('shows the hour that happens twice when New York sets its clocks back', () => {
    expect(formatDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 1:30 AM');
    expect(formatDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 1:30 AM');
    expect(formatDateTime('2026-11-01T07:30:00Z', 'America/New_York')).toBe('Nov 1, 2026, 2:30 AM');
  });

  it('shows a string that is not a date as it is', () => {
    expect(formatDateTime('never')).toBe('never');
  });
});

describe('practiceToday', () => {
  it('is the date in New York, which is behind UTC by four or five hours', () => {
    expect(practiceToday('2026-03-08T04:30:00Z')).toBe('2026-03-07');
    expect(practiceToday('2026-03-08T05:30:00Z')).toBe('2026-03-08');
    expect(practiceToday('2026-07-01T03:30:00Z')).toBe('2026-06-30');
    expect(practiceToday('2026-07-01T04:30:00Z')).toBe('2026-07-01');
  });

  it('gives a date for now when no moment is given', () => {
    expect(practiceToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('practice wall-clock times', () => {
  it('read a date-and-time field as New York time, on either side of the clock changes', () => {
    expect(practiceTimeToIso('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(practiceTimeToIso('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(practiceTimeToIso(' 2026-11-01T23:30:00 ')).toBe('2026-11-02T04:30:00.000Z');
  });

  it('give nothing for text that is not a wall-clock time', () => {
    expect(practiceTimeToIso('')).toBeUndefined();
    expect(practiceTimeToIso('tomorrow at nine')).toBeUndefined();
    expect(practiceTimeToIso('2026-12-01T09:00:00Z')).toBeUndefined();
  });

  it('show an instant as the field holds it, in New York, and round-trip', () => {
    expect(isoToPracticeTime('2026-12-01T14:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(isoToPracticeTime('2026-07-01T13:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(isoToPracticeTime(practiceTimeToIso('2027-01-15T16:45')!)).toBe('2027-01-15T16:45');
    expect(isoToPracticeTime('not a time')).toBe('');
  });
});
