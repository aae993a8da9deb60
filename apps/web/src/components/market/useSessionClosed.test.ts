import { describe, expect, it } from 'vitest';
import { closedUntil } from './useSessionClosed';

const stock = (open: boolean, next: string | null) => ({
  timezone: 'America/New_York',
  hours: '09:30-16:00',
  open,
  next_change: next,
});
const now = Date.parse('2026-12-06T03:00:00Z');

describe('closedUntil', () => {
  it('a closed stock is closed until the open the server announced', () => {
    expect(closedUntil(stock(false, '2026-12-07T14:30:00.000Z'), now)).toEqual({
      opens: '2026-12-07T14:30:00.000Z',
    });
    expect(closedUntil(stock(false, null), now)).toEqual({ opens: null });
  });

  it('trading markets, 24/7 markets and an announced open already passed are not closed', () => {
    expect(closedUntil(stock(true, '2026-12-07T21:00:00.000Z'), now)).toBeNull();
    expect(closedUntil({ timezone: null, hours: null, open: true, next_change: null }, now)).toBeNull();
    expect(closedUntil(stock(false, '2026-12-06T02:59:00.000Z'), now)).toBeNull();
  });
});
