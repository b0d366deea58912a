import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';

dayjs.extend(advancedFormat);

/** 'MMMM Do, YYYY' (e.g. 'October 4th, 2026') from an ISO date, as lists and details show it (SPEC §9). */
export function formatLongDate(isoDate: string): string {
  return dayjs(isoDate).format('MMMM Do, YYYY');
}

/** Day and abbreviated month (e.g. { day: '04', month: 'Oct' }) for the Home news block (SPEC §2). */
export function formatDayMonth(isoDate: string): { day: string; month: string } {
  const date = dayjs(isoDate);
  return { day: date.format('DD'), month: date.format('MMM') };
}
