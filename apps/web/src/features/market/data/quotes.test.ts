import { describe, expect, it } from 'vitest';
import {
  applyTick,
  matchesKeyword,
  nextSort,
  patchGroups,
  patchQuotes,
  sortQuotes,
  topMovers,
} from './quotes';
import type { QuoteTick } from './quotes';
import { quote } from './testQuotes';

const tick = (over: Partial<QuoteTick> & { match_id: number }): QuoteTick => ({
  now_price: '2.00',
  change: '+1.00',
  open: '1.98',
  high: '2.10',
  low: '1.90',
  volume: '10',
  amount: '20',
  time: 2_000,
  ...over,
});

describe('live quote patches', () => {
  it('applies a newer tick and keeps every other field', () => {
    const q = quote({ id: 1, name: 'Bitcoin' });
    const p = applyTick(q, tick({ match_id: 1 }));
    expect(p).toMatchObject({
      id: 1,
      name: 'Bitcoin',
      now_price: '2.00',
      change: '+1.00',
      high: '2.10',
      amount: '20',
      time: 2_000,
    });
  });

  it('ignores an older tick or another pair', () => {
    const q = quote({ id: 1, time: 5_000 });
    expect(applyTick(q, tick({ match_id: 1, time: 4_000 }))).toBe(q);
    expect(applyTick(q, tick({ match_id: 2, time: 9_000 }))).toBe(q);
  });

  it('keeps untouched rows (and the list) by reference', () => {
    const list = [quote({ id: 1 }), quote({ id: 2 })];
    const patched = patchQuotes(list, new Map([[2, tick({ match_id: 2 })]]));
    expect(patched).not.toBe(list);
    expect(patched[0]).toBe(list[0]);
    expect(patched[1]?.now_price).toBe('2.00');
    expect(patchQuotes(list, new Map())).toBe(list);
    const groups = [{ id: 3, name: 'USDT', quotation: list }];
    expect(patchGroups(groups, new Map([[9, tick({ match_id: 9 })]]))).toBe(groups);
    expect(patchGroups(groups, new Map([[1, tick({ match_id: 1 })]]))[0]?.quotation[0]?.now_price).toBe(
      '2.00',
    );
  });
});

describe('sorting', () => {
  const list = [
    quote({ id: 1, now_price: '96012.35', change: '+1.20', amount: '587176991.42' }),
    quote({ id: 2, now_price: '3920.53', change: '-5.34', amount: '320285401.80' }),
    quote({ id: 3, now_price: '0.000012', change: '0.00', amount: '99999999999.99' }),
    quote({ id: 4, now_price: '259.48', change: '+12.5', amount: '11951542.67' }),
  ];
  const ids = (l: { id: number }[]) => l.map((q) => q.id);

  it('sorts decimal strings by value, not as text or floats', () => {
    expect(ids(sortQuotes(list, { key: 'price', dir: 'desc' }))).toEqual([1, 2, 4, 3]);
    expect(ids(sortQuotes(list, { key: 'price', dir: 'asc' }))).toEqual([3, 4, 2, 1]);
    expect(ids(sortQuotes(list, { key: 'change', dir: 'desc' }))).toEqual([4, 1, 3, 2]);
    expect(ids(sortQuotes(list, { key: 'volume', dir: 'desc' }))).toEqual([3, 1, 2, 4]);
  });

  it('keeps listing order without a sort, and for ties', () => {
    expect(ids(sortQuotes([...list].reverse(), null))).toEqual([1, 2, 3, 4]);
    const tied = [quote({ id: 7, change: '1', sort: 2 }), quote({ id: 8, change: '1.00', sort: 1 })];
    expect(ids(sortQuotes(tied, { key: 'change', dir: 'desc' }))).toEqual([8, 7]);
  });

  it('distinguishes prices that floats would round together', () => {
    const a = quote({ id: 1, now_price: '0.10000000000000000001' });
    const b = quote({ id: 2, now_price: '0.1' });
    expect(ids(sortQuotes([b, a], { key: 'price', dir: 'desc' }))).toEqual([1, 2]);
  });

  it('cycles a header: desc → asc → off, a new column starts at desc', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', dir: 'desc' });
    expect(nextSort({ key: 'price', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort({ key: 'price', dir: 'asc' }, 'price')).toBeNull();
    expect(nextSort({ key: 'price', dir: 'asc' }, 'change')).toEqual({ key: 'change', dir: 'desc' });
  });
});

describe('top movers', () => {
  const list = [
    quote({ id: 1, change: '+3.10', amount: '100' }),
    quote({ id: 2, change: '-7.00', amount: '5000' }),
    quote({ id: 3, change: '+0.50', amount: '20' }),
    quote({ id: 4, change: '-0.40', amount: '900' }),
    quote({ id: 5, change: '+9.99', amount: '1' }),
  ];
  const ids = (l: { id: number }[]) => l.map((q) => q.id);

  it('selects gainers, losers and volume leaders', () => {
    expect(ids(topMovers(list, 'gainers', 3))).toEqual([5, 1, 3]);
    expect(ids(topMovers(list, 'losers', 2))).toEqual([2, 4]);
    expect(ids(topMovers(list, 'volume', 3))).toEqual([2, 4, 1]);
  });

  it('returns fewer rows when the market has fewer pairs', () => {
    expect(topMovers(list.slice(0, 2), 'gainers', 8)).toHaveLength(2);
  });
});

describe('keyword match', () => {
  it('matches symbol, base and name case-insensitively', () => {
    const q = quote({ id: 1, symbol: 'ETH/USDT', currency_name: 'ETH', name: 'Ethereum' });
    expect(matchesKeyword(q, 'eth')).toBe(true);
    expect(matchesKeyword(q, 'THER')).toBe(true);
    expect(matchesKeyword(q, 'btc')).toBe(false);
    expect(matchesKeyword(q, '  ')).toBe(false);
  });
});
