import type { SpotOrder } from '@meridian/contract/spot';
import { describe, expect, it } from 'vitest';
import { spotKeys } from './keys';
import { filterOfKey, orderFeedAction, orderMatches, patchOrderPages } from './orders';

const order = (id: number, over: Partial<SpotOrder> = {}): SpotOrder => ({
  id,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  side: 'buy',
  type: 'limit',
  tif: 'GTC',
  post_only: false,
  target_price: '50000',
  trigger: null,
  oco_id: null,
  amount: '0.1',
  filled: '0',
  avg_price: '',
  total: '0',
  fee: '0',
  fee_currency: 'BTC',
  status: 'open',
  cancel_reason: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

const pages = (...rows: SpotOrder[][]) => ({
  pages: rows.map((data, i) => ({ data, page: i + 1, limit: 10, total: rows.flat().length })),
  pageParams: rows.map((_, i) => i + 1),
});

const current = { status: 'current' as const, currency_id: 1, legal_id: 3 };

describe('orderMatches', () => {
  it('sorts by status and pair', () => {
    expect(orderMatches(order(1), current)).toBe(true);
    expect(orderMatches(order(1, { status: 'partial' }), current)).toBe(true);
    expect(orderMatches(order(1, { status: 'filled' }), current)).toBe(false);
    expect(orderMatches(order(1, { status: 'cancelled' }), { status: 'history' })).toBe(true);
    expect(orderMatches(order(1, { currency_id: 2 }), current)).toBe(false);
    expect(orderMatches(order(1, { status: 'filled' }), { status: 'all' })).toBe(true);
  });
});

describe('patchOrderPages', () => {
  it('puts a new current order on top', () => {
    const next = patchOrderPages(pages([order(1)]), order(2), current);
    expect(next?.pages[0]?.data.map((o) => o.id)).toEqual([2, 1]);
    expect(next?.pages[0]?.total).toBe(2);
  });

  it('replaces a row in place when it changes but stays', () => {
    const next = patchOrderPages(pages([order(1)], [order(2)]), order(2, { status: 'partial' }), current);
    expect(next?.pages[1]?.data[0]?.status).toBe('partial');
    expect(next?.pages[0]?.data.map((o) => o.id)).toEqual([1]);
  });

  it('drops a row that left the list (filled or cancelled)', () => {
    const next = patchOrderPages(pages([order(1), order(2)]), order(1, { status: 'filled' }), current);
    expect(next?.pages[0]?.data.map((o) => o.id)).toEqual([2]);
    expect(next?.pages[0]?.total).toBe(1);
  });

  it('leaves other lists alone (same reference)', () => {
    const data = pages([order(1)]);
    expect(patchOrderPages(data, order(9, { currency_id: 5 }), current)).toBe(data);
    expect(patchOrderPages(undefined, order(9), current)).toBeUndefined();
  });
});

describe('orderFeedAction', () => {
  it('patches in sequence, reloads otherwise, drops duplicates', () => {
    expect(orderFeedAction('next')).toBe('patch');
    expect(orderFeedAction('first')).toBe('reload');
    expect(orderFeedAction('gap')).toBe('reload');
    expect(orderFeedAction('rewind')).toBe('reload');
    expect(orderFeedAction('duplicate')).toBe('drop');
  });
});

describe('filterOfKey', () => {
  it('reads back the filter of a list key', () => {
    expect(filterOfKey(spotKeys.orderList(current))).toEqual(current);
    expect(filterOfKey(spotKeys.orderList({ status: 'history' }))).toEqual({
      status: 'history',
      currency_id: undefined,
      legal_id: undefined,
    });
    expect(filterOfKey(spotKeys.orders())).toBeNull();
  });
});
