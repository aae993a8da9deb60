/**
 * Price levels of one side of the book: a FIFO queue of orders per price, and the levels kept sorted in a
 * chunked list (../sorted-chunks.ts) by a key that grows towards the best price, so the best level is the last
 * one (read and popped in O(1)); other inserts and removals cost O(log n + chunk size). One flat
 * spliced array of bigint prices cost O(levels) per new or emptied level, which dominated at 7,500 levels; the
 * keys are numbers (bigints only beyond 2^53 ticks), cheaper to hash and compare than bigint prices.
 * Cancelled orders are removed lazily from the queue, but the level's quantity and order count are updated at
 * once, so depth and size are always exact.
 */
import { levelKey, SortedChunks, type LevelKey } from '../sorted-chunks';
import type { Side } from './types';

/** Levels per chunk: a new or emptied level moves at most this many references. */
export const BOOK_CHUNK_SIZE = 128;

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

  constructor(
    readonly price: bigint,
    /** The price as a sort key growing towards the best price of its side. */
    readonly key: LevelKey,
  ) {}

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
  private readonly levels: SortedChunks<PriceLevel>;

  constructor(
    readonly side: Side,
    chunkSize = BOOK_CHUNK_SIZE,
  ) {
    this.levels = new SortedChunks<PriceLevel>(chunkSize);
  }

  get levelCount(): number {
    return this.levels.size;
  }

  best(): PriceLevel | undefined {
    return this.levels.last();
  }

  /** True if `a` is a strictly better price than `b` on this side. */
  better(a: bigint, b: bigint): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  add(order: BookOrder): void {
    const key = this.keyOf(order.price);
    let level = this.levels.get(key);
    if (level === undefined) {
      level = new PriceLevel(order.price, key);
      this.levels.add(level);
    }
    level.push(order);
  }

  /** Removes a live order from its level, and the level when it empties. */
  remove(order: BookOrder): void {
    const level = this.levels.get(this.keyOf(order.price));
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
    this.levels.delete(level);
  }

  /** Levels from the best price outwards. */
  fromBest(): Generator<PriceLevel> {
    return this.levels.descending();
  }

  /** Throws if the sorted levels' invariants do not hold (tests). */
  verify(): void {
    this.levels.verify();
  }

  /** Bids by price, asks by the negated price: the best level has the greatest key. */
  private keyOf(price: bigint): LevelKey {
    return levelKey(this.side === 'buy' ? price : -price);
  }
}
