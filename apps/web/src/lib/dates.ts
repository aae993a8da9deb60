import dayjs from 'dayjs';
import { NUMBER_PLACEHOLDER as PLACEHOLDER, RELATIVE_TIME_BOUNDS_S } from '@meridian/contract';
import type { Translate } from './format';

/*
 * Dates and times in lists, apart from the number formatters: dayjs is a CommonJS module the bundler keeps wherever
 * it is imported, and no tab's first screen shows a date.
 */

/**
 * Relative-time label: under 300 s "just now", under 1 hour "N minutes ago", under 1 day "N hours ago",
 * under 30 days "N days ago", else the date (YYYY-MM-DD).
 */
export function relativeTime(thenMs: number, nowMs: number, t: Translate): string {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < RELATIVE_TIME_BOUNDS_S.justNow) return t('time.justNow');
  if (seconds < RELATIVE_TIME_BOUNDS_S.hour) return t('time.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < RELATIVE_TIME_BOUNDS_S.day) return t('time.hoursAgo', { count: Math.floor(seconds / 3600) });
  if (seconds < RELATIVE_TIME_BOUNDS_S.month)
    return t('time.daysAgo', { count: Math.floor(seconds / 86_400) });
  return dayjs(thenMs).format('YYYY-MM-DD');
}

/** Date-time for lists: "2024-05-01 13:45". */
export function formatDateTime(value: string | number): string {
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : PLACEHOLDER;
}
