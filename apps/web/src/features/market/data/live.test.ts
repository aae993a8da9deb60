import { describe, expect, it } from 'vitest';
import { patchCache } from './live';
import type { QuoteTick } from './quotes';
import { quote } from './testQuotes';

const tick: QuoteTick = {
  match_id: 2,
  now_price: '9.99',
  change: '+3.00',
  open: '9.70',
  high: '10.00',
  low: '9.50',
  volume: '5',
  amount: '50',
  time: 9_000,
};
const ticks = new Map([[2, tick]]);

describe('live cache patch', () => {
  it('patches every quote-shaped cache a market query holds', () => {
    const groups = [{ id: 3, name: 'USDT', quotation: [quote({ id: 1 }), quote({ id: 2 })] }];
    const g = patchCache(groups, ticks) as typeof groups;
    expect(g[0]?.quotation[1]?.now_price).toBe('9.99');
    expect(g[0]?.quotation[0]).toBe(groups[0]?.quotation[0]);

    const favs = [
      { id: 5, user_id: 1, match_id: 2, currency_id: 2, create_time: 'x', quote: quote({ id: 2 }) },
    ];
    expect((patchCache(favs, ticks) as typeof favs)[0]?.quote.change).toBe('+3.00');

    const list = [quote({ id: 2 })];
    expect((patchCache(list, ticks) as typeof list)[0]?.high).toBe('10.00');

    const detail = { ...quote({ id: 2 }), tick_size: '0.01', lot_size: '0.0001', description: 'd' };
    expect(patchCache(detail, ticks)).toMatchObject({ now_price: '9.99', tick_size: '0.01' });
  });

  it('returns the same data when no tick concerns it', () => {
    const list = [quote({ id: 1 })];
    expect(patchCache(list, ticks)).toBe(list);
    expect(patchCache([], ticks)).toEqual([]);
    expect(patchCache(undefined, ticks)).toBeUndefined();
  });
});
