import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// dayjs is a Module Federation singleton (docs/design.md#contracts), so these plugins extend the one copy every bundle uses;
// extending twice is harmless (dayjs installs a plugin once).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** The practice's time zone (Dayton, Ohio): the calendar a published date belongs to. */
export const PRACTICE_TIME_ZONE = 'America/New_York';

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The moment an ISO string names, seen in `zone`. A date-only string ('2026-10-04') or a time without an offset
 * is a wall-clock time in `zone`, so it names the same calendar day wherever the reader is; a timestamp with
 * an offset or `Z` is that instant. Undefined for a string that is not a date.
 */
function inZone(isoDate: string, zone: string): Dayjs | undefined {
  const text = isoDate.trim();
  // Checked in UTC first: the time zone plugin throws on an invalid date instead of returning one.
  if (!text || !dayjs.utc(text).isValid()) return undefined;
  // A calendar day is the same day in every zone. Read without the zone's rules, it formats the same, and a page
  // that shows only dates never builds the browser's time zone data, which costs a phone tens of ms on its first use.
  if (DATE_ONLY.test(text)) return dayjs.utc(text);
  return HAS_OFFSET.test(text) ? dayjs(text).tz(zone) : dayjs.tz(text, zone);
}

/**
 * 'MMMM Do, YYYY' (e.g. 'October 4th, 2026') from an ISO date, as lists and details show it (docs/requirements.md#constants), on the
 * calendar of `zone` (the practice's by default). A string that is not a date comes back as it is, so one bad
 * value never breaks a page.
 */
export function formatLongDate(isoDate: string, zone: string = PRACTICE_TIME_ZONE): string {
  return inZone(isoDate, zone)?.format('MMMM Do, YYYY') ?? isoDate;
}

/**
 * Day and abbreviated month (e.g. { day: '04', month: 'Oct' }) for the Home news block (docs/requirements.md#screens-and-routes), on the
 * calendar of `zone` (the practice's by default); blanks for a non-date.
 */
export function formatDayMonth(isoDate: string, zone: string = PRACTICE_TIME_ZONE): { day: string; month: string } {
  const date = inZone(isoDate, zone);
  return date ? { day: date.format('DD'), month: date.format('MMM') } : { day: '', month: '' };
}

/**
 * A timestamp as staff read it, 'Nov 23, 2026, 4:07 AM', in `zone` (by default the reader's own, as the
 * browser reports it). A string that is not a date comes back as it is.
 */
export function formatDateTime(isoTimestamp: string, zone: string = dayjs.tz.guess()): string {
  return inZone(isoTimestamp, zone)?.format('MMM D, YYYY, h:mm A') ?? isoTimestamp;
}

/** Today's date at the practice ('YYYY-MM-DD'), or at `now` (an ISO timestamp or epoch milliseconds) when given. */
export function practiceToday(now?: string | number): string {
  return dayjs(now).tz(PRACTICE_TIME_ZONE).format('YYYY-MM-DD');
}

/** The value of a date-and-time field: 'YYYY-MM-DDTHH:mm' (seconds allowed), a wall-clock time with no zone. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * The instant a wall-clock time at the practice names, as ISO 8601 in UTC: '2026-12-01T09:00' (a date-and-time
 * field's value, read as New York time) → '2026-12-01T14:00:00.000Z'. Undefined for text that is not such a
 * time. A time the clocks skip (2:30 on the spring-forward night) moves forward by the skipped hour.
 */
export function practiceTimeToIso(wallClock: string): string | undefined {
  const text = wallClock.trim();
  if (!WALL_CLOCK.test(text) || !dayjs.utc(text).isValid()) return undefined;
  return dayjs.tz(text, PRACTICE_TIME_ZONE).toISOString();
}

/**
 * An instant as a date-and-time field holds it, on the practice's clock: '2026-12-01T14:00:00.000Z' →
 * '2026-12-01T09:00'. Empty for a string that is not a timestamp.
 */
export function isoToPracticeTime(isoTimestamp: string): string {
  return inZone(isoTimestamp, PRACTICE_TIME_ZONE)?.format('YYYY-MM-DDTHH:mm') ?? '';
}
