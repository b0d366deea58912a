import { isCalendarDate } from './calendar-date.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-04-30', true],
    ['2028-02-29', true],
    ['2026-04-31', false],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-4-01', false],
    ['2026-04-01T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
