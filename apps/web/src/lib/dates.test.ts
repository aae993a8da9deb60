import { describe, expect, it } from 'vitest';
import { formatDateTime, relativeTime } from './dates';

describe('relativeTime', () => {
  const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${String(o.count)}` : key);
  const now = Date.UTC(2024, 4, 31, 12, 0, 0);
  it('uses the spec boundaries 300 s, 1 h, 1 day, 30 days', () => {
    expect(relativeTime(now - 299_000, now, t)).toBe('time.justNow');
    expect(relativeTime(now - 300_000, now, t)).toBe('time.minutesAgo:5');
    expect(relativeTime(now - 3_599_000, now, t)).toBe('time.minutesAgo:59');
    expect(relativeTime(now - 3_600_000, now, t)).toBe('time.hoursAgo:1');
    expect(relativeTime(now - 86_399_000, now, t)).toBe('time.hoursAgo:23');
    expect(relativeTime(now - 86_400_000, now, t)).toBe('time.daysAgo:1');
    expect(relativeTime(now - 29 * 86_400_000, now, t)).toBe('time.daysAgo:29');
    expect(relativeTime(now - 30 * 86_400_000, now, t)).toMatch(/^2024-05-0[12]$/);
  });
});

describe('formatDateTime', () => {
  it('prints a moment as local date and minutes, and a placeholder for what is not one', () => {
    expect(formatDateTime(new Date(2024, 4, 1, 13, 45, 30).getTime())).toBe('2024-05-01 13:45');
    expect(formatDateTime('not a date')).toBe('--');
  });
});
