/**
 * A deliberately naive order book for tests: one array of resting orders, every step re-scans it for the best
 * maker, FOK is "run it, and undo if it did not fill completely". The engine must agree with it exactly.
 */
import type { NewOrder, PlaceResult, RestingOrder } from './types';

interface Snapshot {
  orders: RestingOrder[];
  lastTradeSeq: number;
}

export class ReferenceBook {
  orders: RestingOrder[] = [];
  private lastOrderSeq = 0;
  private lastTradeSeq = 0;

  place(o: NewOrder): PlaceResult {
    const before: Snapshot = { orders: this.orders.map((x) => ({ ...x })), lastTradeSeq: this.lastTradeSeq };
    const result = this.run(o);
    const isFok = o.tif === 'FOK';
    const filled = result.fills.reduce((s, f) => s + f.qty, 0n);
    if (isFok && filled !== o.qty && !this.refusedBeforeMatching(result)) {
      this.orders = before.orders;
      this.lastTradeSeq = before.lastTradeSeq;
      return {
        fills: [],
        rested: null,
        cancelled: [{ id: o.id, owner: o.owner, remaining: o.qty, reason: 'fok_unfillable' }],
      };
    }
    return result;
  }

  cancel(id: string) {
    const o = this.orders.find((x) => x.id === id);
    if (o === undefined) return null;
    this.orders = this.orders.filter((x) => x !== o);
    return { id, owner: o.owner, remaining: o.qty, reason: 'user' as const };
  }

  private refusedBeforeMatching(r: PlaceResult): boolean {
    return r.cancelled.some((c) => c.reason === 'no_liquidity' || c.reason === 'post_only_would_take');
  }

  private run(o: NewOrder): PlaceResult {
    const result: PlaceResult = { fills: [], rested: null, cancelled: [] };
    const market = o.type === 'market';
    const accepts = (p: bigint) => market || (o.side === 'buy' ? p <= o.price! : p >= o.price!);
    const makers = () =>
      this.orders
        .filter((x) => x.side !== o.side && accepts(x.price))
        .sort((a, b) =>
          a.price === b.price ? a.seq - b.seq : (o.side === 'buy') === a.price < b.price ? -1 : 1,
        );
    const cancelTaker = (remaining: bigint, reason: 'self_trade' | 'ioc_remainder') => {
      result.cancelled.push({ id: o.id, owner: o.owner, remaining, reason });
      return result;
    };
    if (market && !this.orders.some((x) => x.side !== o.side)) {
      result.cancelled.push({ id: o.id, owner: o.owner, remaining: o.qty, reason: 'no_liquidity' });
      return result;
    }
    if (o.postOnly === true && makers().length > 0) {
      result.cancelled.push({ id: o.id, owner: o.owner, remaining: o.qty, reason: 'post_only_would_take' });
      return result;
    }
    let remaining = o.qty;
    let budget = market && o.side === 'buy' ? o.quoteBudget : undefined;
    const stp = o.stp ?? 'cancel_taker';
    while (remaining > 0n) {
      const maker = makers()[0];
      if (maker === undefined) break;
      if (maker.owner === o.owner) {
        if (stp !== 'cancel_taker') {
          this.orders = this.orders.filter((x) => x !== maker);
          result.cancelled.push({
            id: maker.id,
            owner: maker.owner,
            remaining: maker.qty,
            reason: 'self_trade',
          });
        }
        if (stp !== 'cancel_maker') return cancelTaker(remaining, 'self_trade');
        continue;
      }
      const wanted = remaining < maker.qty ? remaining : maker.qty;
      let lots = wanted;
      if (budget !== undefined && budget < lots * maker.price) lots = budget / maker.price;
      if (lots === 0n) break;
      if (budget !== undefined) budget -= lots * maker.price;
      this.lastTradeSeq += 1;
      result.fills.push({
        makerId: maker.id,
        makerOwner: maker.owner,
        takerId: o.id,
        takerOwner: o.owner,
        takerSide: o.side,
        price: maker.price,
        qty: lots,
        seq: this.lastTradeSeq,
      });
      remaining -= lots;
      maker.qty -= lots;
      if (maker.qty === 0n) this.orders = this.orders.filter((x) => x !== maker);
      if (lots < wanted) break;
    }
    if (remaining === 0n) return result;
    if (market || (o.tif ?? 'GTC') !== 'GTC') return cancelTaker(remaining, 'ioc_remainder');
    this.lastOrderSeq += 1;
    const rested = {
      id: o.id,
      owner: o.owner,
      side: o.side,
      price: o.price!,
      qty: remaining,
      seq: this.lastOrderSeq,
    };
    this.orders.push(rested);
    result.rested = { ...rested };
    return result;
  }
}
