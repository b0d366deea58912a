/**
 * The practice's calendar (docs/design.md#product-decisions): published dates and the billing alert's days are
 * days in America/New_York, whatever the server's own time zone, so every instance agrees on "today".
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The practice's time zone (Dayton, Ohio). */
const PRACTICE_TIME_ZONE = 'America/New_York';

/** The practice's day ('YYYY-MM-DD') at `at`: an ISO timestamp, epoch milliseconds, or now when absent. */
export function practiceDay(at?: string | number): string {
  return dayjs(at).tz(PRACTICE_TIME_ZONE).format('YYYY-MM-DD');
}

/** `at` (epoch ms) as the practice reads a time: 'Dec 1, 2026, 9:00 AM' in New York; for audit summaries. */
export function practiceDateTime(at: string | number): string {
  return dayjs(at).tz(PRACTICE_TIME_ZONE).format('MMM D, YYYY, h:mm A');
}

/**
 * An instant as an ISO 8601 string in UTC ('2026-12-01T14:00:00.000Z'), from a timestamp the database gives
 * as text ('2026-12-01 14:00:00+00'); null stays null.
 */
export function isoInstant(value: string | null): string | null {
  return value === null ? null : dayjs(value).toISOString();
}
