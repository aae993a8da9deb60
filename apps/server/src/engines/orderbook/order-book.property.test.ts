import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOrderBook } from './order-book';
import { ReferenceBook } from './reference-model';
import type { NewOrder, OrderBookEngine, PlaceResult, RestingOrder } from './types';

type Command =
  { kind: 'place'; order: Omit<NewOrder, 'id'> } | { kind: 'cancel'; pick: number } | { kind: 'rebuild' };

const placeArb = fc
  .record({
    owner: fc.constantFrom('a', 'b', 'c'),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    market: fc.nat(5).map((x) => x === 0),
    price: fc.bigInt(95n, 105n),
    qty: fc.bigInt(1n, 12n),
    tif: fc.constantFrom(undefined, 'GTC' as const, 'IOC' as const, 'FOK' as const),
    postOnly: fc.nat(7).map((x) => x === 0),
    stp: fc.constantFrom(undefined, 'cancel_taker' as const, 'cancel_maker' as const, 'cancel_both' as const),
    budget: fc.option(fc.bigInt(0n, 1500n), { nil: undefined }),
  })
  .map(({ market, price, budget, ...o }): Command => {
    const order: Omit<NewOrder, 'id'> = { ...o, type: market ? 'market' : 'limit' };
    if (!market) order.price = price;
    if (market && o.side === 'buy' && budget !== undefined) order.quoteBudget = budget;
    return { kind: 'place', order };
  });

const cancelArb = fc.nat(200).map((pick): Command => ({ kind: 'cancel', pick }));
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: placeArb },
  { weight: 2, arbitrary: cancelArb },
  { weight: 1, arbitrary: fc.constant<Command>({ kind: 'rebuild' }) },
);

/**
 * Large books: limit orders spread over ~500 levels around 1,000 (bids under it, asks over it, one
 * in ten crossing), so a book with chunks of 4 levels splits and merges chunks all the time.
 */
const widePlaceArb = fc
  .record({
    placed: placeArb,
    distance: fc.integer({ min: 1, max: 250 }),
    crossing: fc.nat(9).map((x) => x === 0),
  })
  .map(({ placed, distance, crossing }): Command => {
    if (placed.kind !== 'place' || placed.order.type !== 'limit') return placed;
    const away = placed.order.side === 'buy' ? -distance : distance;
    return { kind: 'place', order: { ...placed.order, price: BigInt(1000 + (crossing ? -away : away)) } };
  });
const wideCommandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: widePlaceArb },
  { weight: 2, arbitrary: cancelArb },
  { weight: 1, arbitrary: fc.constant<Command>({ kind: 'rebuild' }) },
);

/** Per order: original lots, and lots filled and cancelled so far. */
interface Ledger {
  qty: bigint;
  filled: bigint;
  cancelled: bigint;
}

function record(ledgers: Map<string, Ledger>, r: PlaceResult): void {
  for (const f of r.fills) {
    ledgers.get(f.makerId)!.filled += f.qty;
    ledgers.get(f.takerId)!.filled += f.qty;
  }
  for (const c of r.cancelled) ledgers.get(c.id)!.cancelled += c.remaining;
}

function checkInvariants(book: OrderBookEngine, ledgers: Map<string, Ledger>): void {
  const bid = book.bestBid();
  const ask = book.bestAsk();
  if (bid !== undefined && ask !== undefined) expect(bid < ask).toBe(true);
  const resting = new Map(book.resting().map((o) => [o.id, o.qty]));
  const unbalanced = [...ledgers].filter(
    ([id, l]) => l.filled + l.cancelled + (resting.get(id) ?? 0n) !== l.qty,
  );
  expect(unbalanced).toEqual([]);
  const all = book.resting();
  expect(book.size).toBe(all.length);
  const depth = book.depth(1000);
  const sum = (levels: { qty: bigint }[]) => levels.reduce((s, l) => s + l.qty, 0n);
  const sideSum = (side: RestingOrder['side']) =>
    all.filter((o) => o.side === side).reduce((s, o) => s + o.qty, 0n);
  expect(sum(depth.bids)).toBe(sideSum('buy'));
  expect(sum(depth.asks)).toBe(sideSum('sell'));
  expect(depth.bids[0]?.price).toBe(bid);
  expect(depth.asks[0]?.price).toBe(ask);
}

describe('order book properties (random place/cancel sequences)', () => {
  it('matches the naive model, never crosses, conserves quantity, respects limit prices', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 80 }), (cs) => runAgainstModel(cs)),
      { numRuns: 400 },
    );
  });

  it('holds over long sequences too (queue compaction, many levels)', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { minLength: 200, maxLength: 300 }), (cs) => runAgainstModel(cs)),
      {
        numRuns: 5,
      },
    );
  });

  it('holds at large books: hundreds of levels in chunks of 4 (splits, merges, depth across chunks)', () => {
    const run = (commands: Command[]) => runAgainstModel(commands, 4);
    fc.assert(fc.property(fc.array(wideCommandArb, { minLength: 150, maxLength: 300 }), run), {
      numRuns: 15,
    });
  });
});

function runAgainstModel(commands: Command[], chunkSize?: number): void {
  let book = createOrderBook({ chunkSize });
  const model = new ReferenceBook();
  const ledgers = new Map<string, Ledger>();
  const ids: string[] = [];
  let lastTradeSeq = 0;
  let lastOrderSeq = 0;
  commands.forEach((cmd, i) => {
    if (cmd.kind === 'place') {
      const order: NewOrder = { ...cmd.order, id: `o${i}` };
      ids.push(order.id);
      ledgers.set(order.id, { qty: order.qty, filled: 0n, cancelled: 0n });
      const got = book.place(order);
      if (got.rested !== null) lastOrderSeq = got.rested.seq;
      expect(got).toEqual(model.place(order));
      record(ledgers, got);
      for (const f of got.fills) {
        expect(f.seq).toBe(lastTradeSeq + 1);
        lastTradeSeq = f.seq;
        if (order.type === 'limit') {
          expect(order.side === 'buy' ? f.price <= order.price! : f.price >= order.price!).toBe(true);
        }
      }
      if (order.quoteBudget !== undefined) {
        expect(got.fills.reduce((s, f) => s + f.price * f.qty, 0n) <= order.quoteBudget).toBe(true);
      }
    } else if (cmd.kind === 'cancel') {
      const id = ids[cmd.pick % Math.max(1, ids.length)] ?? 'none';
      const got = book.cancel(id);
      expect(got).toEqual(model.cancel(id));
      if (got !== null) ledgers.get(id)!.cancelled += got.remaining;
    } else {
      const rebuilt = createOrderBook({ chunkSize });
      rebuilt.restore(book.resting(), { lastTradeSeq, lastOrderSeq });
      book = rebuilt;
    }
    const resting = book.resting();
    if (!isDeepStrictEqual(resting, model.orders)) expect(resting).toEqual(model.orders);
    checkInvariants(book, ledgers);
  });
}
