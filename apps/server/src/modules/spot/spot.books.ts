import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { createOrderBook } from '../../engines/orderbook/order-book';
import type { Depth, OrderBookEngine, RestingOrder } from '../../engines/orderbook/types';
import type { DbOrTx } from '../../platform/db';
import { restingOrdersOfPair, REPO_BATCH_MAX } from './spot.repo';
import type { SpotOrderRow } from './spot.schema';
import { amountToLots, pairUnits, priceToTicks, type PairUnits } from './units';

/**
 * The in-memory books of the spot pairs (issue 5): one engine per pair, a serial queue per pair (a promise
 * chain: placements and cancels of one pair run one at a time, each until its transaction has committed;
 * different pairs run in parallel) and a depth sequence per pair for `coin/depth` and `market_depth`.
 *
 * Engine/transaction consistency: the engine runs inside the placement's transaction and mutates the book
 * in place. If the transaction fails after the engine ran, the pair's book is rebuilt from the database
 * (`rebuild`) before the queue lets the next operation through (if that rebuild fails too, the next operation
 * of the pair rebuilds first), so no operation ever matches against a change that did not commit. Reads of
 * the depth do not queue and never see the live book: they read `committed`, a copy of the top levels taken
 * after each committed operation (and each rebuild), so `coin/depth` and `market_depth` never show a fill
 * before its transaction has committed.
 */
interface PairBook {
  book: OrderBookEngine;
  queue: Promise<unknown>;
  depthSeq: number;
  /** The top DEPTH_SNAPSHOT_LEVELS of the book as of the last committed operation. */
  committed: Depth;
  /** A rebuild after a failed operation failed too: rebuild before the next operation. */
  stale: boolean;
}

/** Levels per side kept in the committed depth copy (the most `coin/depth` serves). */
export const DEPTH_SNAPSHOT_LEVELS = 50;

/** Most resting orders one pair's rebuild loads (the loop cap of ARCHITECTURE §6). */
const REBUILD_MAX = 1_000_000;

export class SpotBooks {
  private readonly pairs = new Map<number, PairBook>();

  constructor(private readonly db: DbOrTx) {}

  private entry(pairId: number): PairBook {
    let e = this.pairs.get(pairId);
    if (!e) {
      const committed = { bids: [], asks: [] };
      e = { book: createOrderBook(), queue: Promise.resolve(), depthSeq: 0, committed, stale: false };
      this.pairs.set(pairId, e);
    }
    return e;
  }

  book(pairId: number): OrderBookEngine {
    return this.entry(pairId).book;
  }

  depthSeq(pairId: number): number {
    return this.entry(pairId).depthSeq;
  }

  /** The pair's top `levels` per side as of its last committed operation, with that operation's seq. */
  committedDepth(pairId: number, levels: number): { depth: Depth; seq: number } {
    const e = this.entry(pairId);
    const n = Math.min(levels, DEPTH_SNAPSHOT_LEVELS);
    return {
      depth: { bids: e.committed.bids.slice(0, n), asks: e.committed.asks.slice(0, n) },
      seq: e.depthSeq,
    };
  }

  private commit(e: PairBook): void {
    e.depthSeq += 1;
    e.committed = e.book.depth(DEPTH_SNAPSHOT_LEVELS);
  }

  /**
   * Runs `op` after every earlier operation of the pair. `op` gets the book; if it throws after touching it
   * (`touched()` called), the book is rebuilt from the database before the next operation starts. A
   * successful operation that touched the book advances the pair's depth sequence.
   */
  run<T>(pairId: number, units: PairUnits, op: (book: OrderBookEngine, touched: () => void) => Promise<T>) {
    const e = this.entry(pairId);
    const next = e.queue.then(async () => {
      let dirty = false;
      if (e.stale) await this.rebuild(pairId, units);
      try {
        const out = await op(e.book, () => (dirty = true));
        if (dirty) this.commit(e);
        return out;
      } catch (err) {
        if (dirty) {
          e.stale = true;
          await this.rebuild(pairId, units).catch(() => undefined);
        }
        throw err;
      }
    });
    e.queue = next.catch(() => undefined);
    return next;
  }

  /** Replaces the pair's book with the open/partial orders of the database, in their stored time priority. */
  async rebuild(pairId: number, units: PairUnits): Promise<number> {
    const orders: RestingOrder[] = [];
    let after: { bookSeq: number; id: number } | undefined;
    while (orders.length < REBUILD_MAX) {
      const page = await restingOrdersOfPair(this.db, pairId, after ? { after } : {});
      for (const row of page) orders.push(restingOf(row, units));
      const last = page.at(-1);
      if (page.length < REPO_BATCH_MAX || !last) break;
      after = { bookSeq: last.bookSeq ?? 0, id: last.id };
    }
    const r = await this.db.execute<{ trade: string | null; book: string | null } & Record<string, unknown>>(
      sql`SELECT (SELECT max(seq) FROM spot_trades WHERE pair_id = ${pairId})::text AS trade,
                 (SELECT max(book_seq) FROM spot_orders WHERE pair_id = ${pairId})::text AS book`,
    );
    const book = createOrderBook();
    book.restore(orders, {
      lastTradeSeq: Number(r.rows[0]?.trade ?? 0),
      lastOrderSeq: Number(r.rows[0]?.book ?? 0),
    });
    const e = this.entry(pairId);
    e.book = book;
    e.stale = false;
    this.commit(e);
    return orders.length;
  }

  /** Rebuilds every listed pair's book (at start, before the first request). */
  async rebuildAll(pairs: readonly { id: number; pricePrecision: number; amountPrecision: number }[]) {
    let total = 0;
    for (const p of pairs) total += await this.rebuild(p.id, pairUnits(p));
    return total;
  }
}

function restingOf(row: SpotOrderRow, units: PairUnits): RestingOrder {
  const remaining = amountToLots(units, subtract(row.amount, row.filled));
  return {
    id: String(row.id),
    owner: String(row.userId),
    side: row.side === 'buy' ? 'buy' : 'sell',
    price: priceToTicks(units, row.price ?? '0'),
    qty: remaining,
    seq: row.bookSeq ?? 0,
  };
}

function subtract(a: string, b: string): string {
  return new Decimal(a).minus(b).toFixed();
}
