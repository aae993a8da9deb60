/**
 * The spot order book engine: pure, in-memory, price-time priority, one instance per pair.
 * See `types.ts` for the interface and units (ticks and lots as bigint).
 *
 * Market orders never rest (their remainder is cancelled as `ioc_remainder`, or `no_liquidity` when the
 * opposite side is empty); FOK is checked read-only before the book is touched; post-only is refused when its
 * price reaches the best opposite price on arrival; STP is applied per maker as the walk meets it.
 */
import { BookSide, type BookOrder } from './levels';
import { acceptsPrice, canFillCompletely, match, type MatchContext, type Taker } from './matching';
import type {
  CancelReason,
  Depth,
  DepthLevel,
  NewOrder,
  OrderBookEngine,
  OrderCancelled,
  PlaceResult,
  RestingOrder,
  RestoreOptions,
  Side,
  TimeInForce,
} from './types';
import { validateNewOrder, validateRestore } from './validate';

function view(o: BookOrder): RestingOrder {
  return { id: o.id, owner: o.owner, side: o.side, price: o.price, qty: o.qty, seq: o.seq };
}

function depthOf(side: BookSide, levels: number): DepthLevel[] {
  const out: DepthLevel[] = [];
  if (levels <= 0) return out;
  for (const level of side.fromBest()) {
    out.push({ price: level.price, qty: level.qty, orders: level.count });
    if (out.length >= levels) break;
  }
  return out;
}

export interface OrderBookOptions {
  /** Levels per chunk of each side's sorted levels (default BOOK_CHUNK_SIZE); tests use small ones. */
  chunkSize?: number;
}

class OrderBook implements OrderBookEngine {
  private readonly bids: BookSide;
  private readonly asks: BookSide;
  /** Resting orders by id; insertion order is time priority (seqs only grow, restore needs an empty book). */
  private readonly byId = new Map<string, BookOrder>();
  private lastOrderSeq = 0;
  private lastTradeSeq = 0;

  constructor(options: OrderBookOptions) {
    this.bids = new BookSide('buy', options.chunkSize);
    this.asks = new BookSide('sell', options.chunkSize);
  }

  get size(): number {
    return this.byId.size;
  }

  place(order: NewOrder): PlaceResult {
    validateNewOrder(order, (id) => this.byId.has(id));
    const result: PlaceResult = { fills: [], rested: null, cancelled: [] };
    const refuse = (reason: CancelReason, remaining = order.qty): PlaceResult => {
      result.cancelled.push({ id: order.id, owner: order.owner, remaining, reason });
      return result;
    };
    const opposite = this.sideOf(order.side === 'buy' ? 'sell' : 'buy');
    const best = opposite.best();
    const isMarket = order.type === 'market';
    const limit = isMarket ? undefined : order.price;
    const tif: TimeInForce = isMarket && order.tif !== 'FOK' ? 'IOC' : (order.tif ?? 'GTC');
    if (isMarket && best === undefined) return refuse('no_liquidity');
    if (order.postOnly === true && best !== undefined && acceptsPrice(order.side, limit, best.price)) {
      return refuse('post_only_would_take');
    }
    const taker: Taker = {
      id: order.id,
      owner: order.owner,
      side: order.side,
      limit,
      stp: order.stp ?? 'cancel_taker',
      remaining: order.qty,
      budget: isMarket && order.side === 'buy' ? order.quoteBudget : undefined,
    };
    if (tif === 'FOK' && !canFillCompletely(opposite, taker)) return refuse('fok_unfillable');
    const stop = match(opposite, taker, this.context(result));
    if (taker.remaining === 0n) return result;
    if (stop === 'self_trade') return refuse('self_trade', taker.remaining);
    if (tif !== 'GTC' || limit === undefined) return refuse('ioc_remainder', taker.remaining);
    const resting: BookOrder = {
      id: order.id,
      owner: order.owner,
      side: order.side,
      price: limit,
      qty: taker.remaining,
      seq: (this.lastOrderSeq += 1),
      live: true,
    };
    this.insert(resting);
    result.rested = view(resting);
    return result;
  }

  cancel(id: string): OrderCancelled | null {
    const order = this.byId.get(id);
    if (order === undefined) return null;
    const remaining = order.qty;
    this.sideOf(order.side).remove(order);
    this.byId.delete(id);
    return { id, owner: order.owner, remaining, reason: 'user' };
  }

  get(id: string): RestingOrder | undefined {
    const order = this.byId.get(id);
    return order === undefined ? undefined : view(order);
  }

  bestBid(): bigint | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks.best()?.price;
  }

  depth(levels: number): Depth {
    return { bids: depthOf(this.bids, levels), asks: depthOf(this.asks, levels) };
  }

  resting(): RestingOrder[] {
    return Array.from(this.byId.values(), view);
  }

  restore(orders: readonly RestingOrder[], options: RestoreOptions = {}): void {
    if (this.byId.size > 0) throw new Error('order book: restore needs an empty book');
    for (const o of validateRestore(orders)) {
      this.insert({
        id: o.id,
        owner: o.owner,
        side: o.side,
        price: o.price,
        qty: o.qty,
        seq: o.seq,
        live: true,
      });
      if (o.seq > this.lastOrderSeq) this.lastOrderSeq = o.seq;
    }
    const lastOrderSeq = options.lastOrderSeq ?? 0;
    if (lastOrderSeq > this.lastOrderSeq) this.lastOrderSeq = lastOrderSeq;
    const lastTradeSeq = options.lastTradeSeq ?? 0;
    if (lastTradeSeq > this.lastTradeSeq) this.lastTradeSeq = lastTradeSeq;
  }

  private insert(order: BookOrder): void {
    this.sideOf(order.side).add(order);
    this.byId.set(order.id, order);
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private context(result: PlaceResult): MatchContext {
    return {
      fills: result.fills,
      cancelled: result.cancelled,
      nextTradeSeq: () => (this.lastTradeSeq += 1),
      forget: (maker) => this.byId.delete(maker.id),
    };
  }
}

export function createOrderBook(options: OrderBookOptions = {}): OrderBookEngine {
  return new OrderBook(options);
}
