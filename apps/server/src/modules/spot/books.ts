import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { createOrderBook } from '../../engines/orderbook/order-book';
import type { Depth, OrderBookEngine, RestingOrder } from '../../engines/orderbook/types';
import type { Db, DbOrTx, Tx } from '../../platform/db';
import { withBeforeCommit } from '../../platform/db/before-commit';
import { spotCommitDefault, type SpotCommitMode } from './commit-mode';
import {
  commitBatch,
  GROUP_MAX,
  pendingOp,
  type BookOp,
  type GroupHost,
  type PendingOp,
  type PreHold,
  type Prepared,
  unwrapRefusal,
} from './group-commit';
import { restingOrdersOfPair, REPO_BATCH_MAX } from './spot.repo';
import type { SpotOrderRow } from './spot.schema';
import { amountToLots, pairUnits, priceToTicks, type PairUnits } from './units';

/**
 * The in-memory books of the spot pairs: one engine per pair and a serial queue per pair (a promise
 * chain: placements and cancels of one pair run one at a time, each until its transaction has committed;
 * different pairs run in parallel). Since (`submit`, group mode, the default) a turn of the queue is a
 * batch: every operation waiting, in one transaction (group-commit.ts); the
 * serial mode (one transaction per operation) stays for the benchmark's baseline.
 *
 * Across nodes: every operation's (group mode: every batch's) transaction first bumps the pair's row in `spot_book_versions` (`sync`). The
 * row lock serialises the pair's operations across every node, and a node whose book was built at another
 * version (another node changed the pair) rebuilds it from the database inside that transaction before
 * matching. The version is the pair's depth `seq`, the same on every node.
 *
 * Engine/transaction consistency: the engine runs inside the transaction and mutates the book in place. If
 * the transaction fails after the engine ran (`touched`), the pair's book is rebuilt from the database
 * before the queue lets the next operation through (if that rebuild fails too, the next operation rebuilds
 * first), so no operation ever matches against a change that did not commit. Depth reads never see the live
 * book: they read `committed`, a copy of the top levels taken after each committed operation and each
 * rebuild, so `coin/depth` and `market_depth` never show a fill before its transaction has committed.
 */
interface PairBook {
  book: OrderBookEngine;
  queue: Promise<unknown>;
  /** Group commit: operations waiting for the pair's next batch, and whether a batch is queued for them. */
  pending: PendingOp[];
  scheduled: boolean;
  /** The `spot_book_versions` version this book reflects. */
  version: number;
  /** The top DEPTH_SNAPSHOT_LEVELS of the book at `version`. */
  committed: Depth;
  /** A rebuild after a failed operation failed too: rebuild before the next operation. */
  stale: boolean;
}

/** What `run` gives an operation: the book, synced inside the operation's transaction. */
export interface BookTurn {
  /**
   * First thing inside the operation's transaction: bumps (and locks) the pair's version and returns the
   * book, rebuilt from the database first when another node changed the pair since this node last synced.
   */
  sync: (tx: DbOrTx) => Promise<OrderBookEngine>;
  /** The engine is about to change the book (a failure from here on rebuilds it). */
  touched: () => void;
}

/** Levels per side kept in the committed depth copy (the most `coin/depth` serves). */
export const DEPTH_SNAPSHOT_LEVELS = 50;

/** Most resting orders one pair's rebuild loads (the loop cap of). */
const REBUILD_MAX = 1_000_000;

export class SpotBooks {
  private readonly pairs = new Map<number, PairBook>();
  private readonly mode: SpotCommitMode;
  private readonly groupMax: number;
  private readonly prepare: GroupHost['prepare'];
  private readonly writeLeft: GroupHost['writeLeft'];

  /**
   * `prepare`: how a batch takes its head's holds at once; `writeLeft`: how it writes what its operations left to
   * it (group-commit.ts; the spot service's).
   */
  constructor(
    private readonly db: Db,
    opts: {
      commit?: SpotCommitMode;
      groupMax?: number;
      prepare?: (tx: Tx, holds: readonly PreHold[], ops: number) => Promise<Prepared[]>;
      writeLeft?: (tx: Tx, items: readonly unknown[]) => Promise<unknown[]>;
    } = {},
  ) {
    this.mode = opts.commit ?? spotCommitDefault();
    this.groupMax = opts.groupMax ?? GROUP_MAX;
    this.prepare = opts.prepare;
    this.writeLeft = opts.writeLeft;
  }

  /** How this node commits the pairs' operations ('group': batches; 'serial': one transaction each). */
  get commitMode(): SpotCommitMode {
    return this.mode;
  }

  /**
   * Runs `op` in the pair's order and resolves once the transaction holding it has committed (then
   * `op.committed` runs, in commit order). Serial mode: one transaction per operation (`run`). Group mode: the
   * operation joins the pair's next batch (group-commit.ts).
   */
  submit<T>(pairId: number, units: PairUnits, op: BookOp<T>): Promise<T> {
    if (this.mode === 'serial')
      return this.run(pairId, units, async (turn) => {
        const out = await this.db
          .transaction(async (tx) => op.work(tx, await turn.sync(tx), turn.touched))
          .catch((err: unknown) => {
            throw unwrapRefusal(err);
          });
        op.committed?.(out);
        return out;
      });
    const e = this.entry(pairId);
    return new Promise<T>((resolve, reject) => {
      e.pending.push(pendingOp(op, resolve, reject));
      if (!e.scheduled) this.schedule(pairId, units);
    });
  }

  /** Queues one batch of the pair's pending operations behind everything already in its queue. */
  private schedule(pairId: number, units: PairUnits): void {
    const e = this.entry(pairId);
    e.scheduled = true;
    // A batch belongs to no request: it runs outside the context of the one whose arrival queued it (each
    // operation's own before-commit hook runs at its end, in its own context).
    e.queue = e.queue
      .then(() => withBeforeCommit(noHook, () => this.drain(pairId, units)))
      .catch(() => undefined);
  }

  private async drain(pairId: number, units: PairUnits): Promise<void> {
    const e = this.entry(pairId);
    const batch = e.pending.splice(0, this.groupMax);
    e.scheduled = false;
    if (e.pending.length > 0) this.schedule(pairId, units);
    if (batch.length === 0) return;
    await commitBatch(this.groupHost(pairId, units), batch);
  }

  /** What a batch of the pair needs of its book (group-commit.ts). */
  private groupHost(pairId: number, units: PairUnits): GroupHost {
    const e = this.entry(pairId);
    return {
      db: this.db,
      book: () => e.book,
      ready: async () => {
        if (e.stale) await this.rebuild(pairId, units);
      },
      sync: async (tx) => {
        const version = await bumpVersion(tx, pairId);
        if (version - 1 !== e.version) await this.load(tx, pairId, units, version - 1);
        return version;
      },
      committed: (version) => {
        e.version = version;
        e.committed = e.book.depth(DEPTH_SNAPSHOT_LEVELS);
      },
      failed: async () => {
        e.stale = true;
        await this.rebuild(pairId, units).catch(() => undefined);
      },
      ...(this.prepare ? { prepare: this.prepare } : {}),
      ...(this.writeLeft ? { writeLeft: this.writeLeft } : {}),
    };
  }

  private entry(pairId: number): PairBook {
    let e = this.pairs.get(pairId);
    if (!e) {
      const committed = { bids: [], asks: [] };
      const book = createOrderBook();
      e = {
        book,
        queue: Promise.resolve(),
        pending: [],
        scheduled: false,
        version: 0,
        committed,
        stale: false,
      };
      this.pairs.set(pairId, e);
    }
    return e;
  }

  /**
   * The pair whose live book holds order `id` resting, with its owner, if any book does: an order's pair and owner
   * never change, so even a book a running batch has changed (or another node's change left behind) names them.
   */
  restingOrder(id: number): { pairId: number; owner: number } | undefined {
    const key = String(id);
    for (const [pairId, e] of this.pairs) {
      const order = e.book.get(key);
      if (order) return { pairId, owner: Number(order.owner) };
    }
    return undefined;
  }

  /** How many operations wait for the pair's next batch (group mode). */
  waitingOf(pairId: number): number {
    return this.pairs.get(pairId)?.pending.length ?? 0;
  }

  book(pairId: number): OrderBookEngine {
    return this.entry(pairId).book;
  }

  depthSeq(pairId: number): number {
    return this.entry(pairId).version;
  }

  /** The pair's top `levels` per side as of its last committed operation, with that operation's seq. */
  committedDepth(pairId: number, levels: number): { depth: Depth; seq: number } {
    const e = this.entry(pairId);
    const n = Math.min(levels, DEPTH_SNAPSHOT_LEVELS);
    return {
      depth: { bids: e.committed.bids.slice(0, n), asks: e.committed.asks.slice(0, n) },
      seq: e.version,
    };
  }

  /** Runs `op` after every earlier operation of the pair (see the class comment for failures). */
  run<T>(pairId: number, units: PairUnits, op: (turn: BookTurn) => Promise<T>): Promise<T> {
    const e = this.entry(pairId);
    const next = e.queue.then(async () => {
      let dirty = false;
      let synced: number | undefined;
      if (e.stale) await this.rebuild(pairId, units);
      const turn: BookTurn = {
        sync: async (tx) => {
          const version = await bumpVersion(tx, pairId);
          if (version - 1 !== e.version) await this.load(tx, pairId, units, version - 1);
          synced = version;
          return e.book;
        },
        touched: () => (dirty = true),
      };
      try {
        const out = await op(turn);
        if (synced !== undefined) {
          e.version = synced;
          e.committed = e.book.depth(DEPTH_SNAPSHOT_LEVELS);
        }
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

  /** Rebuilds the pair's book (in its queue) when the database holds a newer version (another node's change). */
  async refresh(pairId: number, units: PairUnits): Promise<void> {
    if ((await readVersion(this.db, pairId)) === this.entry(pairId).version) return;
    await this.run(pairId, units, async () => {
      if ((await readVersion(this.db, pairId)) !== this.entry(pairId).version)
        await this.rebuild(pairId, units);
    });
  }

  /** Replaces the pair's book with the open/partial orders of the database, in their stored time priority. */
  rebuild(pairId: number, units: PairUnits): Promise<number> {
    return this.load(this.db, pairId, units);
  }

  /**
   * Loads the pair's book from `db` at `version` (read first when not given: a change committed while the
   * orders load leaves the version behind the orders, so the next operation rebuilds again — never ahead).
   */
  private async load(db: DbOrTx, pairId: number, units: PairUnits, version?: number): Promise<number> {
    const at = version ?? (await readVersion(db, pairId));
    const { book, count } = await readBook(db, pairId, units);
    const e = this.entry(pairId);
    e.book = book;
    e.version = at;
    e.committed = book.depth(DEPTH_SNAPSHOT_LEVELS);
    e.stale = false;
    return count;
  }

  /** Rebuilds every listed pair's book (at start, before the first request). */
  async rebuildAll(pairs: readonly { id: number; pricePrecision: number; amountPrecision: number }[]) {
    let total = 0;
    for (const p of pairs) total += await this.rebuild(p.id, pairUnits(p));
    return total;
  }
}

/** The pair's open/partial orders of `db` as a book, in their stored time priority. */
async function readBook(
  db: DbOrTx,
  pairId: number,
  units: PairUnits,
): Promise<{ book: OrderBookEngine; count: number }> {
  const orders: RestingOrder[] = [];
  let after: { bookSeq: number; id: number } | undefined;
  while (orders.length < REBUILD_MAX) {
    const page = await restingOrdersOfPair(db, pairId, after ? { after } : {});
    for (const row of page) orders.push(restingOf(row, units));
    const last = page.at(-1);
    if (page.length < REPO_BATCH_MAX || !last) break;
    after = { bookSeq: last.bookSeq ?? 0, id: last.id };
  }
  const r = await db.execute<{ trade: string | null; book: string | null } & Record<string, unknown>>(
    sql`SELECT (SELECT max(seq) FROM spot_trades WHERE pair_id = ${pairId})::text AS trade,
                 (SELECT max(book_seq) FROM spot_orders WHERE pair_id = ${pairId})::text AS book`,
  );
  const book = createOrderBook();
  book.restore(orders, {
    lastTradeSeq: Number(r.rows[0]?.trade ?? 0),
    lastOrderSeq: Number(r.rows[0]?.book ?? 0),
  });
  return { book, count: orders.length };
}

async function bumpVersion(tx: DbOrTx, pairId: number): Promise<number> {
  const r = await tx.execute<{ version: string } & Record<string, unknown>>(
    sql`INSERT INTO spot_book_versions (pair_id, version) VALUES (${pairId}, 1)
        ON CONFLICT (pair_id) DO UPDATE SET version = spot_book_versions.version + 1
        RETURNING version::text AS version`,
  );
  return Number(r.rows[0]?.version ?? 0);
}

async function readVersion(db: DbOrTx, pairId: number): Promise<number> {
  const r = await db.execute<{ version: string } & Record<string, unknown>>(
    sql`SELECT version::text AS version FROM spot_book_versions WHERE pair_id = ${pairId}`,
  );
  return Number(r.rows[0]?.version ?? 0);
}

const noHook = (): Promise<void> => Promise.resolve();

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
