// The browser's Intl (ICU) formats the dates: it ships with every browser, so the pages carry no date library.
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short' });
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'st', two: 'nd', few: 'rd' };

/**
 * The calendar day an ISO date names. A date-only string ('2026-10-04') is that day wherever the reader is
 * (`new Date('2026-10-04')` would be UTC midnight, the day before in Ohio); a full timestamp is read as is.
 * Undefined for a string that is not a date.
 */
function calendarDay(isoDate: string): Date | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = parts ? new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : new Date(isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * 'MMMM Do, YYYY' (e.g. 'October 4th, 2026') from an ISO date, as lists and details show it (SPEC §9). A string
 * that is not a date comes back as it is, so one bad value never breaks a page.
 */
export function formatLongDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  if (!date) return isoDate;
  const day = date.getDate();
  const suffix = ORDINAL_SUFFIX[ordinalRules.select(day)] ?? 'th';
  return `${longMonth.format(date)} ${day}${suffix}, ${date.getFullYear()}`;
}

/** Day and abbreviated month (e.g. { day: '04', month: 'Oct' }) for the Home news block (SPEC §2); blanks for a non-date. */
export function formatDayMonth(isoDate: string): { day: string; month: string } {
  const date = calendarDay(isoDate);
  if (!date) return { day: '', month: '' };
  return { day: String(date.getDate()).padStart(2, '0'), month: shortMonth.format(date) };
}
