import { afterEach, describe, expect, it } from 'vitest';
import { isSessionOpen, nextSessionChange, sessionInfo, setStockHolidays } from './session';

const at = (iso: string) => Date.parse(iso);

describe('stock sessions', () => {
  afterEach(() => setStockHolidays([]));

  it('opens 09:30 and closes 16:00 New York time on weekdays (EST: 14:30–21:00 UTC)', () => {
    expect(isSessionOpen('stock', at('2026-12-07T14:29:00Z'))).toBe(false);
    expect(isSessionOpen('stock', at('2026-12-07T14:30:00Z'))).toBe(true);
    expect(nextSessionChange(at('2026-12-07T15:00:00Z'))).toBe(at('2026-12-07T21:00:00Z'));
    // Saturday: the next open is Monday's
    expect(nextSessionChange(at('2026-12-05T12:00:00Z'))).toBe(at('2026-12-07T14:30:00Z'));
    expect(isSessionOpen('crypto', at('2026-12-05T12:00:00Z'))).toBe(true);
  });

  it('an exchange holiday is closed all day and the next open skips it', () => {
    setStockHolidays(['2026-12-24', '2026-12-25']);
    // Thursday 24 and Friday 25 December 2026 are holidays: closed at Thursday noon, opens Monday 28
    expect(isSessionOpen('stock', at('2026-12-24T17:00:00Z'))).toBe(false);
    expect(nextSessionChange(at('2026-12-24T17:00:00Z'))).toBe(at('2026-12-28T14:30:00Z'));
    // Wednesday's session still closes at 16:00 and the next open is Monday's
    expect(isSessionOpen('stock', at('2026-12-23T17:00:00Z'))).toBe(true);
    expect(nextSessionChange(at('2026-12-23T22:00:00Z'))).toBe(at('2026-12-28T14:30:00Z'));
    expect(sessionInfo('stock', at('2026-12-24T17:00:00Z'))).toMatchObject({
      open: false,
      next_change: '2026-12-28T14:30:00.000Z',
    });
  });

  it('daylight saving time moves the open in UTC (EDT: 13:30 UTC)', () => {
    expect(nextSessionChange(at('2026-07-04T12:00:00Z'))).toBe(at('2026-07-06T13:30:00Z'));
    setStockHolidays(['2026-07-06']);
    expect(nextSessionChange(at('2026-07-04T12:00:00Z'))).toBe(at('2026-07-07T13:30:00Z'));
  });
});
