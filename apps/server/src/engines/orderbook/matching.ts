/**
 * The matching walk: an incoming order takes from the opposite side, best price first and oldest first within a
 * price, at the maker's price, checking self-trade prevention per maker and a market buy's quote budget.
 * `canFillCompletely` is the same walk without touching the book, for FOK.
 */
import type { BookOrder, BookSide } from './levels';
import type { Fill, OrderCancelled, SelfTradePrevention, Side } from './types';

export interface Taker {
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  /** Limit price in ticks; undefined for a market order. */
  readonly limit: bigint | undefined;
  readonly stp: SelfTradePrevention;
  /** Lots still to fill. */
  remaining: bigint;
  /** Quote still spendable (market buys with a budget). */
  budget: bigint | undefined;
}

/** Why the walk stopped. */
export type MatchStop = 'filled' | 'empty' | 'price' | 'self_trade' | 'budget';

export interface MatchContext {
  readonly fills: Fill[];
  readonly cancelled: OrderCancelled[];
  nextTradeSeq(): number;
  /** Called when a maker leaves the book (filled or cancelled by STP). */
  forget(maker: BookOrder): void;
}

/** True if a taker at `limit` (undefined: market) may trade at a maker's `price`. */
export function acceptsPrice(side: Side, limit: bigint | undefined, price: bigint): boolean {
  if (limit === undefined) return true;
  return side === 'buy' ? price <= limit : price >= limit;
}

/** Lots a taker can take from a maker at `price`, given what it still wants and its budget. */
function lotsFor(wanted: bigint, budget: bigint | undefined, price: bigint): bigint {
  if (budget === undefined) return wanted;
  const affordable = budget / price;
  return affordable < wanted ? affordable : wanted;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function match(book: BookSide, taker: Taker, ctx: MatchContext): MatchStop {
  while (taker.remaining > 0n) {
    const level = book.best();
    if (level === undefined) return 'empty';
    if (!acceptsPrice(taker.side, taker.limit, level.price)) return 'price';
    const maker = level.first();
    if (maker === undefined) throw new Error(`order book: level ${level.price} counted but empty`);
    if (maker.owner === taker.owner) {
      if (taker.stp !== 'cancel_taker') {
        ctx.cancelled.push({ id: maker.id, owner: maker.owner, remaining: maker.qty, reason: 'self_trade' });
        book.remove(maker);
        ctx.forget(maker);
      }
      if (taker.stp !== 'cancel_maker') return 'self_trade';
      continue;
    }
    const wanted = min(taker.remaining, maker.qty);
    const lots = lotsFor(wanted, taker.budget, level.price);
    if (lots === 0n) return 'budget';
    if (taker.budget !== undefined) taker.budget -= lots * level.price;
    ctx.fills.push({
      makerId: maker.id,
      makerOwner: maker.owner,
      takerId: taker.id,
      takerOwner: taker.owner,
      takerSide: taker.side,
      price: level.price,
      qty: lots,
      seq: ctx.nextTradeSeq(),
    });
    taker.remaining -= lots;
    book.fill(level, maker, lots);
    if (!maker.live) ctx.forget(maker);
    if (lots < wanted) return 'budget';
  }
  return 'filled';
}

/** Would `match` fill the taker completely? Walks the book read-only with the same rules. */
export function canFillCompletely(book: BookSide, taker: Readonly<Taker>): boolean {
  let remaining = taker.remaining;
  let budget = taker.budget;
  for (const level of book.fromBest()) {
    if (!acceptsPrice(taker.side, taker.limit, level.price)) return false;
    for (const maker of level.orders()) {
      if (maker.owner === taker.owner) {
        if (taker.stp === 'cancel_maker') continue;
        return false;
      }
      const wanted = min(remaining, maker.qty);
      const lots = lotsFor(wanted, budget, level.price);
      remaining -= lots;
      if (remaining === 0n) return true;
      if (lots < wanted) return false;
      if (budget !== undefined) budget -= lots * level.price;
    }
  }
  return false;
}
