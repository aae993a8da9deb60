import { describe, expect, it } from 'vitest';
import { formatSessionTime, sessionState } from './session';

describe('stock sessions', () => {
  const now = Date.parse('2026-11-21T19:00:00Z'); // a Saturday

  it('formats the next change in the user zone: time today, weekday within a week', () => {
    expect(formatSessionTime('2026-11-21T21:00:00Z', 'en', now, 'UTC')).toBe('21:00');
    expect(formatSessionTime('2026-11-23T14:30:00Z', 'en', now, 'UTC')).toBe('Mon 14:30');
    expect(formatSessionTime('2026-11-23T14:30:00Z', 'en', now, 'Asia/Tokyo')).toBe('Mon 23:30');
    expect(formatSessionTime('2026-12-30T14:30:00Z', 'en', now, 'UTC')).toMatch(/Dec 30.*14:30/);
    expect(formatSessionTime('nope', 'en', now)).toBe('');
  });

  it('classifies 24/7, open and closed sessions', () => {
    expect(sessionState({ timezone: null, hours: null, open: true, next_change: null })).toEqual({
      kind: 'always',
    });
    expect(
      sessionState({ timezone: 'America/New_York', hours: '09:30-16:00', open: false, next_change: 'x' }),
    ).toEqual({ kind: 'closed', opens: 'x' });
    expect(
      sessionState({ timezone: 'America/New_York', hours: '09:30-16:00', open: true, next_change: 'y' }),
    ).toEqual({ kind: 'open', closes: 'y' });
  });
});
