import { describe, expect, it } from 'vitest';
import { createOrderBook } from './order-book';
import type { NewOrder, OrderBookEngine } from './types';

let n = 0;
function limit(side: NewOrder['side'], price: bigint, qty: bigint, extra: Partial<NewOrder> = {}): NewOrder {
  n += 1;
  return { id: `o${n}`, owner: 'alice', side, type: 'limit', price, qty, ...extra };
}
function market(side: NewOrder['side'], qty: bigint, extra: Partial<NewOrder> = {}): NewOrder {
  n += 1;
  return { id: `m${n}`, owner: 'taker', side, type: 'market', qty, ...extra };
}
/** A book with asks 101×5 (a1), 101×3 (a2), 102×4 (a3) and bids 99×2 (b1), 98×6 (b2), from maker "mm". */
function seeded(): OrderBookEngine {
  const book = createOrderBook();
  book.place({ id: 'a1', owner: 'mm', side: 'sell', type: 'limit', price: 101n, qty: 5n });
  book.place({ id: 'a2', owner: 'mm2', side: 'sell', type: 'limit', price: 101n, qty: 3n });
  book.place({ id: 'a3', owner: 'mm', side: 'sell', type: 'limit', price: 102n, qty: 4n });
  book.place({ id: 'b1', owner: 'mm', side: 'buy', type: 'limit', price: 99n, qty: 2n });
  book.place({ id: 'b2', owner: 'mm', side: 'buy', type: 'limit', price: 98n, qty: 6n });
  return book;
}
const fillsOf = (r: ReturnType<OrderBookEngine['place']>) => r.fills.map((f) => [f.makerId, f.price, f.qty]);

describe('order book: resting, depth and time priority', () => {
  it('rests non-crossing limits and aggregates depth best first', () => {
    const book = seeded();
    expect(book.size).toBe(5);
    expect(book.bestBid()).toBe(99n);
    expect(book.bestAsk()).toBe(101n);
    expect(book.depth(1)).toEqual({
      bids: [{ price: 99n, qty: 2n, orders: 1 }],
      asks: [{ price: 101n, qty: 8n, orders: 2 }],
    });
    expect(book.depth(10).asks.map((l) => l.price)).toEqual([101n, 102n]);
    expect(book.depth(10).bids.map((l) => l.price)).toEqual([99n, 98n]);
    expect(book.resting().map((o) => [o.id, o.seq])).toEqual([
      ['a1', 1],
      ['a2', 2],
      ['a3', 3],
      ['b1', 4],
      ['b2', 5],
    ]);
  });

  it('fills oldest first within a level, at the maker price, across levels', () => {
    const book = seeded();
    const r = book.place(limit('buy', 105n, 10n));
    expect(fillsOf(r)).toEqual([
      ['a1', 101n, 5n],
      ['a2', 101n, 3n],
      ['a3', 102n, 2n],
    ]);
    expect(r.fills.map((f) => f.seq)).toEqual([1, 2, 3]);
    expect(r.rested).toBeNull();
    expect(book.get('a3')?.qty).toBe(2n);
    expect(book.get('a1')).toBeUndefined();
    expect(book.bestAsk()).toBe(102n);
  });

  it('rests a GTC remainder at its limit after a partial fill', () => {
    const book = seeded();
    const r = book.place(limit('buy', 101n, 10n));
    expect(fillsOf(r)).toEqual([
      ['a1', 101n, 5n],
      ['a2', 101n, 3n],
    ]);
    expect(r.rested).toMatchObject({ side: 'buy', price: 101n, qty: 2n, seq: 6 });
    expect(book.bestBid()).toBe(101n);
    expect(book.bestAsk()).toBe(102n);
  });

  it('a later order at the same price queues behind', () => {
    const book = seeded();
    book.place({ id: 'b3', owner: 'x', side: 'buy', type: 'limit', price: 99n, qty: 1n });
    const r = book.place(market('sell', 2n));
    expect(fillsOf(r)).toEqual([['b1', 99n, 2n]]);
    expect(fillsOf(book.place(market('sell', 1n)))).toEqual([['b3', 99n, 1n]]);
  });
});

describe('order book: time in force and order types', () => {
  it('IOC cancels the remainder', () => {
    const book = seeded();
    const r = book.place(limit('buy', 101n, 10n, { tif: 'IOC' }));
    expect(r.fills.reduce((s, f) => s + f.qty, 0n)).toBe(8n);
    expect(r.cancelled).toEqual([
      { id: r.fills[0]!.takerId, owner: 'alice', remaining: 2n, reason: 'ioc_remainder' },
    ]);
    expect(r.rested).toBeNull();
    expect(book.bestBid()).toBe(99n);
  });

  it('FOK fills completely or does nothing', () => {
    const book = seeded();
    const before = book.resting();
    const no = book.place(limit('buy', 101n, 9n, { tif: 'FOK' }));
    expect(no.fills).toEqual([]);
    expect(no.cancelled).toEqual([
      { id: no.cancelled[0]!.id, owner: 'alice', remaining: 9n, reason: 'fok_unfillable' },
    ]);
    expect(book.resting()).toEqual(before);
    const yes = book.place(limit('buy', 102n, 9n, { tif: 'FOK' }));
    expect(fillsOf(yes)).toEqual([
      ['a1', 101n, 5n],
      ['a2', 101n, 3n],
      ['a3', 102n, 1n],
    ]);
    expect(yes.cancelled).toEqual([]);
    expect(yes.fills[0]!.seq).toBe(1);
  });

  it('FOK counts STP: a cancel_taker self-match makes it unfillable, cancel_maker skips the own order', () => {
    const book = seeded();
    const before = book.resting();
    const no = book.place(limit('buy', 102n, 6n, { owner: 'mm', tif: 'FOK' }));
    expect(no.cancelled.map((c) => c.reason)).toEqual(['fok_unfillable']);
    expect(book.resting()).toEqual(before);
    const no2 = book.place(limit('buy', 102n, 4n, { owner: 'mm', tif: 'FOK', stp: 'cancel_maker' }));
    expect(no2.cancelled.map((c) => c.reason)).toEqual(['fok_unfillable']);
    expect(book.resting()).toEqual(before);
    const yes = book.place(limit('buy', 102n, 3n, { owner: 'mm', tif: 'FOK', stp: 'cancel_maker' }));
    expect(fillsOf(yes)).toEqual([['a2', 101n, 3n]]);
    expect(yes.cancelled).toEqual([{ id: 'a1', owner: 'mm', remaining: 5n, reason: 'self_trade' }]);
  });

  it('post-only is refused when it would take, rests otherwise', () => {
    const book = seeded();
    const before = book.resting();
    const no = book.place(limit('buy', 101n, 1n, { postOnly: true }));
    expect(no).toEqual({
      fills: [],
      rested: null,
      cancelled: [{ id: no.cancelled[0]!.id, owner: 'alice', remaining: 1n, reason: 'post_only_would_take' }],
    });
    expect(book.resting()).toEqual(before);
    const yes = book.place(limit('buy', 100n, 1n, { postOnly: true }));
    expect(yes.rested?.price).toBe(100n);
    expect(book.bestBid()).toBe(100n);
  });

  it('a market order on an empty side is cancelled as no_liquidity', () => {
    const book = createOrderBook();
    const r = book.place(market('buy', 3n));
    expect(r.cancelled).toEqual([
      { id: r.cancelled[0]!.id, owner: 'taker', remaining: 3n, reason: 'no_liquidity' },
    ]);
    expect(book.size).toBe(0);
  });

  it('a market order sweeps levels and cancels what the book cannot fill', () => {
    const book = seeded();
    const r = book.place(market('buy', 20n));
    expect(r.fills.reduce((s, f) => s + f.qty, 0n)).toBe(12n);
    expect(r.cancelled.map((c) => [c.remaining, c.reason])).toEqual([[8n, 'ioc_remainder']]);
    expect(book.bestAsk()).toBeUndefined();
  });

  it('a market buy stops before its quote budget is exceeded (floor per level)', () => {
    const book = seeded();
    // 8 lots × 101 = 808, then 1000 - 808 = 192 buys floor(192 / 102) = 1 lot at 102: spent 910.
    const r = book.place(market('buy', 20n, { quoteBudget: 1000n }));
    expect(fillsOf(r)).toEqual([
      ['a1', 101n, 5n],
      ['a2', 101n, 3n],
      ['a3', 102n, 1n],
    ]);
    const spent = r.fills.reduce((s, f) => s + f.price * f.qty, 0n);
    expect(spent).toBe(910n);
    expect(r.cancelled.map((c) => [c.remaining, c.reason])).toEqual([[11n, 'ioc_remainder']]);
    expect(book.get('a3')?.qty).toBe(3n);
  });

  it('a quote budget below one lot fills nothing; FOK with a budget checks it up front', () => {
    const book = seeded();
    const r = book.place(market('buy', 1n, { quoteBudget: 100n }));
    expect(r.fills).toEqual([]);
    expect(r.cancelled.map((c) => c.reason)).toEqual(['ioc_remainder']);
    const fok = book.place(market('buy', 6n, { quoteBudget: 605n, tif: 'FOK' }));
    expect(fok.cancelled.map((c) => c.reason)).toEqual(['fok_unfillable']);
    const ok = book.place(market('buy', 6n, { quoteBudget: 606n, tif: 'FOK' }));
    expect(ok.fills.reduce((s, f) => s + f.qty, 0n)).toBe(6n);
  });

  it('rejects malformed orders without touching the book', () => {
    const book = seeded();
    expect(() => book.place(limit('buy', 100n, 0n))).toThrow(RangeError);
    expect(() => book.place({ id: 'x', owner: 'a', side: 'buy', type: 'limit', qty: 1n })).toThrow(
      /no price/,
    );
    expect(() => book.place(limit('buy', 100n, 1n, { id: 'a1' }))).toThrow(/already resting/);
    expect(() => book.place(limit('buy', 100n, 1n, { quoteBudget: 5n }))).toThrow(/market buys/);
    expect(book.size).toBe(5);
  });
});

describe('order book: self-trade prevention', () => {
  it('cancel_taker (default) cancels the incoming remainder and keeps the maker', () => {
    const book = seeded();
    const r = book.place(limit('buy', 102n, 10n, { owner: 'mm' }));
    expect(r.fills).toEqual([]);
    expect(r.cancelled.map((c) => [c.id, c.remaining, c.reason])).toEqual([
      [r.cancelled[0]!.id, 10n, 'self_trade'],
    ]);
    expect(book.get('a1')?.qty).toBe(5n);
    expect(r.rested).toBeNull();
  });

  it('cancel_taker after partial fills from other owners', () => {
    const book = createOrderBook();
    book.place({ id: 's1', owner: 'x', side: 'sell', type: 'limit', price: 10n, qty: 2n });
    book.place({ id: 's2', owner: 'me', side: 'sell', type: 'limit', price: 10n, qty: 2n });
    const r = book.place({ id: 't', owner: 'me', side: 'buy', type: 'limit', price: 10n, qty: 5n });
    expect(fillsOf(r)).toEqual([['s1', 10n, 2n]]);
    expect(r.cancelled).toEqual([{ id: 't', owner: 'me', remaining: 3n, reason: 'self_trade' }]);
    expect(book.get('s2')?.qty).toBe(2n);
  });

  it('cancel_maker cancels each own maker met and keeps matching', () => {
    const book = seeded();
    const r = book.place(limit('buy', 102n, 6n, { owner: 'mm', stp: 'cancel_maker' }));
    expect(fillsOf(r)).toEqual([['a2', 101n, 3n]]);
    expect(r.cancelled).toEqual([
      { id: 'a1', owner: 'mm', remaining: 5n, reason: 'self_trade' },
      { id: 'a3', owner: 'mm', remaining: 4n, reason: 'self_trade' },
    ]);
    expect(r.rested).toMatchObject({ price: 102n, qty: 3n });
    expect(book.bestAsk()).toBeUndefined();
    expect(book.size).toBe(3);
  });

  it('cancel_both cancels the maker and the taker remainder', () => {
    const book = seeded();
    const r = book.place(limit('buy', 102n, 6n, { owner: 'mm', stp: 'cancel_both' }));
    expect(r.fills).toEqual([]);
    expect(r.cancelled.map((c) => [c.id, c.remaining])).toEqual([
      ['a1', 5n],
      [r.cancelled[1]!.id, 6n],
    ]);
    expect(book.get('a2')?.qty).toBe(3n);
    expect(book.depth(1).asks).toEqual([{ price: 101n, qty: 3n, orders: 1 }]);
  });
});

describe('order book: cancel and restore', () => {
  it('cancel removes a resting order once and keeps depth exact', () => {
    const book = seeded();
    expect(book.cancel('a1')).toEqual({ id: 'a1', owner: 'mm', remaining: 5n, reason: 'user' });
    expect(book.cancel('a1')).toBeNull();
    expect(book.cancel('nope')).toBeNull();
    expect(book.depth(1).asks).toEqual([{ price: 101n, qty: 3n, orders: 1 }]);
    book.cancel('a2');
    expect(book.bestAsk()).toBe(102n);
    expect(book.size).toBe(3);
    expect(fillsOf(book.place(market('buy', 1n)))).toEqual([['a3', 102n, 1n]]);
  });

  it('restore rebuilds the same book: later matching and seqs continue identically', () => {
    const live = seeded();
    const trades = [live.place(limit('buy', 101n, 6n)), live.place(limit('sell', 99n, 1n))].flatMap(
      (r) => r.fills,
    );
    expect(trades.map((f) => f.seq)).toEqual([1, 2, 3]);
    const copy = createOrderBook();
    copy.restore([...live.resting()].reverse(), { lastTradeSeq: 3 });
    expect(copy.resting()).toEqual(live.resting());
    expect(copy.depth(10)).toEqual(live.depth(10));
    const script: NewOrder[] = [
      { id: 'p1', owner: 'z', side: 'buy', type: 'limit', price: 101n, qty: 1n },
      { id: 'p2', owner: 'z', side: 'buy', type: 'limit', price: 105n, qty: 9n },
      { id: 'p3', owner: 'y', side: 'sell', type: 'market', qty: 4n },
      { id: 'p4', owner: 'y', side: 'sell', type: 'limit', price: 100n, qty: 2n },
    ];
    for (const o of script) expect(copy.place(o)).toEqual(live.place(o));
    expect(copy.resting()).toEqual(live.resting());
  });

  it('restore refuses a non-empty book, duplicates and a crossed book', () => {
    const book = seeded();
    expect(() => book.restore([])).toThrow(/empty book/);
    const fresh = createOrderBook();
    const o = { id: 'r', owner: 'a', side: 'buy' as const, price: 10n, qty: 1n, seq: 1 };
    expect(() => fresh.restore([o, { ...o, seq: 2 }])).toThrow(/duplicate/);
    expect(() => fresh.restore([o, { ...o, id: 's', side: 'sell', seq: 2 }])).toThrow(/crossed/);
    expect(fresh.size).toBe(0);
  });
});
