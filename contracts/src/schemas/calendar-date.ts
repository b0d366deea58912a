import dayjs from 'dayjs';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True when `text` is a calendar date written 'YYYY-MM-DD' that exists (no 31 April, no 29 February 2027).
 * Kept apart from the formatters, with dayjs and no plugin, because the form schemas that check dates are
 * bundled into each remote, and this way they carry no copy of the time zone code.
 */
export function isCalendarDate(text: string): boolean {
  // dayjs rolls an impossible day over into the next month, so a date that exists is one that reads back the same.
  return DATE_ONLY.test(text) && dayjs(text).format('YYYY-MM-DD') === text;
}
