import { describe, expect, it } from 'vitest';
import { barWidth, clockOf, countdownParts } from './countdown';

const NOW = Date.parse('2025-03-01T00:00:00Z');

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const p = countdownParts('2025-03-03T03:04:05Z', NOW);
    expect(p).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
    expect(clockOf(p)).toBe('03:04:05');
  });

  it('rounds a partial second up (1.2 s left shows 00:00:02)', () => {
    const p = countdownParts(new Date(NOW + 1200).toISOString(), NOW);
    expect(clockOf(p)).toBe('00:00:02');
    expect(p.done).toBe(false);
  });

  it('is done at and after the target, and for an empty or bad target', () => {
    expect(countdownParts('2025-03-01T00:00:00Z', NOW).done).toBe(true);
    expect(countdownParts('2025-02-28T00:00:00Z', NOW)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
    expect(countdownParts('', NOW).done).toBe(true);
    expect(countdownParts('not a date', NOW).done).toBe(true);
  });
});

describe('barWidth', () => {
  it('clamps to 0–100 and reads decimal strings', () => {
    expect(barWidth('37.5')).toBe(37.5);
    expect(barWidth('120')).toBe(100);
    expect(barWidth(-3)).toBe(0);
    expect(barWidth('')).toBe(0);
  });
});
