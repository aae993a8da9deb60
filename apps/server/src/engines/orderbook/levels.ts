/**
 * Price levels of one side of the book: a FIFO queue of orders per price, and the level prices kept sorted so
 * the best price is the last element (pop/push at the best end are O(1); other inserts and removals find their
 * slot by binary search and move at most the levels behind it, which is cheap at the ~1,000 levels a spot book
 * holds). Cancelled orders are removed lazily from the queue, but the level's quantity and order count are
 * updated at once, so depth and size are always exact.
 */
import type { Side } from './types';

/** An order resting in the book (mutable inside the engine; copies go out). */
export interface BookOrder {
  readonly id: string;
  readonly owner: string;
  readonly side: Side;
  readonly price: bigint;
  /** Lots still open. */
  qty: bigint;
  readonly seq: number;
  /** False once filled or cancelled: the queue drops it when it reaches the head or on compaction. */
  live: boolean;
}

export class PriceLevel {
  /** Total open lots of the live orders. */
  qty = 0n;
  /** Number of live orders. */
  count = 0;
  private queue: BookOrder[] = [];
  private head = 0;
  private dead = 0;

  constructor(readonly price: bigint) {}

  push(order: BookOrder): void {
    this.queue.push(order);
    this.qty += order.qty;
    this.count += 1;
  }

  /** The oldest live order, or undefined when the level is empty. */
  first(): BookOrder | undefined {
    while (this.head < this.queue.length) {
      const order = this.queue[this.head]!;
      if (order.live) return order;
      this.head += 1;
      this.dead -= 1;
    }
    return undefined;
  }

  /** Lots taken from a live order by a fill (the order leaves when it reaches zero). */
  reduce(order: BookOrder, lots: bigint): void {
    order.qty -= lots;
    this.qty -= lots;
    if (order.qty === 0n) this.remove(order);
  }

  /** Marks a live order gone (filled or cancelled); the queue slot is reclaimed lazily. */
  remove(order: BookOrder): void {
    this.qty -= order.qty;
    order.live = false;
    this.count -= 1;
    this.dead += 1;
    this.compact();
  }

  /** Live orders, oldest first. */
  *orders(): Generator<BookOrder> {
    for (let i = this.head; i < this.queue.length; i += 1) {
      const order = this.queue[i]!;
      if (order.live) yield order;
    }
  }

  private compact(): void {
    if (this.dead < 32 || this.dead * 2 < this.queue.length - this.head) return;
    this.queue = this.queue.slice(this.head).filter((o) => o.live);
    this.head = 0;
    this.dead = 0;
  }
}

export class BookSide {
  /** Level prices, worst first, best last. */
  private readonly prices: bigint[] = [];
  private readonly levels = new Map<bigint, PriceLevel>();

  constructor(readonly side: Side) {}

  get levelCount(): number {
    return this.prices.length;
  }

  best(): PriceLevel | undefined {
    const price = this.prices[this.prices.length - 1];
    return price === undefined ? undefined : this.levels.get(price);
  }

  /** True if `a` is a strictly better price than `b` on this side. */
  better(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  add(order: BookOrder): void {
    let level = this.levels.get(order.price);
    if (level === undefined) {
      level = new PriceLevel(order.price);
      this.levels.set(order.price, level);
      this.prices.splice(this.slot(order.price), 0, order.price);
    }
    level.push(order);
  }

  /** Removes a live order from its level, and the level when it empties. */
  remove(order: BookOrder): void {
    const level = this.levels.get(order.price);
    if (level === undefined) throw new Error(`order book: no level ${order.price} for ${order.id}`);
    level.remove(order);
    this.dropIfEmpty(level);
  }

  /** Takes lots from a live order by a fill, and drops its level when it empties. */
  fill(level: PriceLevel, order: BookOrder, lots: bigint): void {
    level.reduce(order, lots);
    this.dropIfEmpty(level);
  }

  dropIfEmpty(level: PriceLevel): void {
    if (level.count > 0) return;
    this.levels.delete(level.price);
    const last = this.prices.length - 1;
    if (this.prices[last] === level.price) {
      this.prices.pop();
      return;
    }
    const i = this.slot(level.price) - 1;
    if (this.prices[i] !== level.price) throw new Error(`order book: level ${level.price} not indexed`);
    this.prices.splice(i, 1);
  }

  /** Levels from the best price outwards. */
  *fromBest(): Generator<PriceLevel> {
    for (let i = this.prices.length - 1; i >= 0; i -= 1) {
      const level = this.levels.get(this.prices[i]!);
      if (level !== undefined) yield level;
    }
  }

  /** First index whose price is better than `price` (binary search over worst → best). */
  private slot(price: bigint): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(price, this.prices[mid]!) || price === this.prices[mid]) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
