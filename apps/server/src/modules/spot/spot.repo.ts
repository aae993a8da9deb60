import { LIST_PAGE_SIZE_MAX, type PageQuery } from '@meridian/contract';
import { type SpotOrderState } from '@meridian/contract/spot';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  spotOrders,
  spotTrades,
  type NewSpotOrderRow,
  type NewSpotTradeRow,
  type SpotOrderRow,
  type SpotTradeRow,
} from './spot.schema';

/** Spot queries only: every function takes the caller's transaction or database. */

/** `coin/list` status groups. */
export type OrderListStatus = 'current' | 'history' | 'all';
export const LIST_STATES: Record<OrderListStatus, readonly SpotOrderState[]> = {
  current: ['untriggered', 'open', 'partial'],
  history: ['filled', 'cancelled'],
  all: ['untriggered', 'open', 'partial', 'filled', 'cancelled'],
};
const RESTING: SpotOrderState[] = ['open', 'partial'];
/** What a user may cancel: a resting order or a stop waiting for its trigger. */
const CANCELLABLE: SpotOrderState[] = ['untriggered', 'open', 'partial'];

/** Most rows one rebuild page or trade list returns. */
export const REPO_BATCH_MAX = 1000;

/**
 * `n` ids for new orders, taken from the table's sequence before the insert (a hold refers to its order's id),
 * ascending. Ids a refused or failed placement took are never used (gaps, as a rolled-back insert leaves).
 */
export async function nextOrderIds(tx: DbOrTx, n: number): Promise<number[]> {
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('spot_orders', 'id'))::text AS id FROM generate_series(1, ${Math.max(1, n)}::int)`,
  );
  return r.rows.map((x) => Number(x.id)).sort((a, b) => a - b);
}

export async function insertOrder(tx: DbOrTx, order: NewSpotOrderRow): Promise<SpotOrderRow> {
  const [row] = await tx.insert(spotOrders).values(order).returning();
  if (!row) throw new Error('insert spot_orders returned no row');
  return row;
}

/** Inserts orders (each with its id) in one statement: the rows in the order given. */
export async function insertOrders(tx: DbOrTx, orders: readonly NewSpotOrderRow[]): Promise<SpotOrderRow[]> {
  if (orders.length === 0) return [];
  const rows = await tx
    .insert(spotOrders)
    .values([...orders])
    .returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return orders.map((o) => {
    const row = o.id === undefined ? undefined : byId.get(o.id);
    if (!row) throw new Error('insert spot_orders returned no row for an order');
    return row;
  });
}

/**
 * `cancelOrder` for several users' orders in ONE statement: the rows after the update and the holds they had, in
 * the order given; undefined for an order that is not its user's or not cancellable (nothing written for it).
 */
export async function cancelOrders(
  tx: DbOrTx,
  orders: readonly { id: number; userId: number }[],
  reason: string,
): Promise<({ row: SpotOrderRow; holdId: number | null } | undefined)[]> {
  if (orders.length === 0) return [];
  // the holds are read FOR UPDATE: a locked read sees a row's newest version, where a self-join's `before` could
  // return the hold a concurrent writer had just replaced
  const ids = sql.param(orders.map((o) => o.id));
  const users = sql.param(orders.map((o) => o.userId));
  const before = tx.$with('before').as(
    tx
      .select({ id: spotOrders.id, holdId: spotOrders.holdId })
      .from(spotOrders)
      .where(
        and(
          sql`(${spotOrders.id}, ${spotOrders.userId}) IN (SELECT * FROM unnest(${ids}::bigint[], ${users}::bigint[]))`,
          inArray(spotOrders.status, CANCELLABLE),
        ),
      )
      .for('update'),
  );
  const out = await tx
    .with(before)
    .update(spotOrders)
    .set({ status: 'cancelled', cancelReason: reason, holdId: null, updatedAt: sql`now()` })
    .from(before)
    .where(eq(spotOrders.id, before.id))
    .returning({ row: getTableColumns(spotOrders), holdId: before.holdId });
  const byId = new Map(out.map((x) => [x.row.id, x]));
  return orders.map((o) => byId.get(o.id));
}

/** Fields the flow changes after insert: the hold, the book position and the fill state. */
export type OrderPatch = Partial<
  Pick<SpotOrderRow, 'filled' | 'total' | 'fee' | 'status' | 'cancelReason' | 'holdId' | 'bookSeq'>
>;

/** Updates an order (and `updated_at`); the row after the update, or undefined if there is no such order. */
export async function updateOrder(
  tx: DbOrTx,
  id: number,
  patch: OrderPatch,
): Promise<SpotOrderRow | undefined> {
  const [row] = await tx
    .update(spotOrders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(spotOrders.id, id))
    .returning();
  return row;
}

/**
 * Adds one fill to an order: filled += amount, total += quote, fee += fee, and the status that follows
 * (`filled` when nothing remains, else `partial`), computed in SQL so concurrent writers cannot lose a fill;
 * `holdId`, when given, is the order's hold after the fill.
 */
export async function addFill(
  tx: DbOrTx,
  id: number,
  fill: { amount: string; total: string; fee: string; holdId?: number | null },
): Promise<SpotOrderRow | undefined> {
  const filled = sql`${spotOrders.filled} + ${fill.amount}::numeric`;
  const [row] = await tx
    .update(spotOrders)
    .set({
      filled: sql`${filled}`,
      total: sql`${spotOrders.total} + ${fill.total}::numeric`,
      fee: sql`${spotOrders.fee} + ${fill.fee}::numeric`,
      status: sql`CASE WHEN ${filled} = ${spotOrders.amount} THEN 'filled' ELSE 'partial' END`,
      ...(fill.holdId !== undefined ? { holdId: fill.holdId } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(spotOrders.id, id), inArray(spotOrders.status, RESTING)))
    .returning();
  return row;
}

/**
 * Cancels a user's resting order or waiting stop in one statement (a cancel's lock and update): status
 * `cancelled`, `reason`, no hold. The row after the update and the hold it had (to release), or undefined, with
 * nothing written, when the order is not theirs or no longer untriggered/open/partial. Runs in the pair's queue
 * (books.ts), so no other writer changes the row meanwhile.
 */
export async function cancelOrder(
  tx: DbOrTx,
  id: number,
  userId: number,
  reason: string,
): Promise<{ row: SpotOrderRow; holdId: number | null } | undefined> {
  const [out] = await cancelOrders(tx, [{ id, userId }], reason);
  return out;
}

/**
 * `addFill` for several orders in ONE statement (a fill's taker and maker): each row's fill added and
 * its status computed as `addFill` does, its hold set to `holdId`. The rows after the update, in the order given;
 * undefined for an order that is not open/partial (nothing written for it).
 */
export async function addFills(
  tx: DbOrTx,
  fills: readonly { id: number; amount: string; total: string; fee: string; holdId: number | null }[],
): Promise<(SpotOrderRow | undefined)[]> {
  if (new Set(fills.map((f) => f.id)).size !== fills.length) throw new Error('addFills: an order twice');
  const col = <K extends keyof (typeof fills)[number]>(k: K) => sql.param(fills.map((f) => f[k]));
  const filled = sql`${spotOrders.filled} + v.amount`;
  const rows = await tx
    .update(spotOrders)
    .set({
      filled: sql`${filled}`,
      total: sql`${spotOrders.total} + v.total`,
      fee: sql`${spotOrders.fee} + v.fee`,
      status: sql`CASE WHEN ${filled} = ${spotOrders.amount} THEN 'filled' ELSE 'partial' END`,
      holdId: sql`v.hold_id`,
      updatedAt: sql`now()`,
    })
    .from(
      sql`unnest(${col('id')}::bigint[], ${col('amount')}::numeric[], ${col('total')}::numeric[],
        ${col('fee')}::numeric[], ${col('holdId')}::bigint[]) AS v(id, amount, total, fee, hold_id)`,
    )
    .where(and(sql`${spotOrders.id} = v.id`, inArray(spotOrders.status, RESTING)))
    .returning(getTableColumns(spotOrders));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return fills.map((f) => byId.get(f.id));
}

export async function insertTrade(tx: DbOrTx, trade: NewSpotTradeRow): Promise<SpotTradeRow> {
  const [row] = await tx.insert(spotTrades).values(trade).returning();
  if (!row) throw new Error('insert spot_trades returned no row');
  return row;
}

/** Locks a user's order for a change (cancel, fill): the row, or undefined if it is not theirs. */
export async function lockOrder(tx: DbOrTx, id: number, userId: number): Promise<SpotOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)))
    .for('update');
  return row;
}

export async function findOrder(db: DbOrTx, id: number): Promise<SpotOrderRow | undefined> {
  const [row] = await db.select().from(spotOrders).where(eq(spotOrders.id, id));
  return row;
}

/** A user's orders in a status group, newest first, optionally of one pair; one page and the total. */
export async function listUserOrders(
  db: DbOrTx,
  q: PageQuery & { userId: number; status: OrderListStatus; pairId?: number | undefined },
): Promise<{ rows: SpotOrderRow[]; total: number }> {
  const conds: SQL[] = [
    eq(spotOrders.userId, q.userId),
    inArray(spotOrders.status, [...LIST_STATES[q.status]]),
  ];
  if (q.pairId !== undefined) conds.push(eq(spotOrders.pairId, q.pairId));
  const where = and(...conds);
  const limit = Math.min(q.limit, LIST_PAGE_SIZE_MAX);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(spotOrders)
      .where(where)
      .orderBy(desc(spotOrders.id))
      .limit(limit)
      .offset((q.page - 1) * limit),
    db.select({ n: count() }).from(spotOrders).where(where),
  ]);
  return { rows, total: n?.n ?? 0 };
}

/**
 * The resting orders of a pair in time priority (book_seq, then id), for the rebuild after a restart;
 * keyset-paged: pass the last row's (bookSeq, id) as `after` for the next page.
 */
export async function restingOrdersOfPair(
  db: DbOrTx,
  pairId: number,
  opts: { after?: { bookSeq: number; id: number }; limit?: number } = {},
): Promise<SpotOrderRow[]> {
  const a = opts.after;
  const conds: (SQL | undefined)[] = [
    eq(spotOrders.pairId, pairId),
    inArray(spotOrders.status, RESTING),
    isNotNull(spotOrders.bookSeq),
  ];
  if (a)
    conds.push(
      or(gt(spotOrders.bookSeq, a.bookSeq), and(eq(spotOrders.bookSeq, a.bookSeq), gt(spotOrders.id, a.id))),
    );
  return db
    .select()
    .from(spotOrders)
    .where(and(...conds))
    .orderBy(asc(spotOrders.bookSeq), asc(spotOrders.id))
    .limit(Math.min(opts.limit ?? REPO_BATCH_MAX, REPO_BATCH_MAX));
}

/** The fills of an order (as maker or taker), oldest first. */
export async function tradesOfOrder(db: DbOrTx, orderId: number): Promise<SpotTradeRow[]> {
  return db
    .select()
    .from(spotTrades)
    .where(or(eq(spotTrades.makerOrderId, orderId), eq(spotTrades.takerOrderId, orderId)))
    .orderBy(asc(spotTrades.id))
    .limit(REPO_BATCH_MAX);
}

/** The latest trades of a pair, newest first (`coin/trades`). */
export async function recentTrades(db: DbOrTx, pairId: number, limit: number): Promise<SpotTradeRow[]> {
  return db
    .select()
    .from(spotTrades)
    .where(eq(spotTrades.pairId, pairId))
    .orderBy(desc(spotTrades.id))
    .limit(Math.min(limit, REPO_BATCH_MAX));
}

/**
 * Cancels a waiting stop (an OCO's stop leg whose pair filled) in one conditional statement: the row after the
 * update, or undefined when it is no longer untriggered (it triggered or was cancelled first).
 */
export async function cancelUntriggered(
  tx: DbOrTx,
  id: number,
  reason: string,
): Promise<SpotOrderRow | undefined> {
  const [row] = await tx
    .update(spotOrders)
    .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
    .where(and(eq(spotOrders.id, id), eq(spotOrders.status, 'untriggered')))
    .returning();
  return row;
}

/**
 * Triggers a waiting stop: `untriggered` → `open`, once — the conditional update finds nothing when the stop was
 * cancelled or triggered already (a second leader, an OCO pair that filled first).
 */
export async function triggerOrder(tx: DbOrTx, id: number, at: Date): Promise<SpotOrderRow | undefined> {
  const [row] = await tx
    .update(spotOrders)
    .set({ status: 'open', triggeredAt: at, updatedAt: sql`now()` })
    .where(and(eq(spotOrders.id, id), eq(spotOrders.status, 'untriggered')))
    .returning();
  return row;
}

/** The waiting stops after `afterId`, in id order (the trigger index's rebuild). */
export async function untriggeredPage(db: DbOrTx, afterId: number, limit: number): Promise<SpotOrderRow[]> {
  return db
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.status, 'untriggered'), gt(spotOrders.id, afterId)))
    .orderBy(asc(spotOrders.id))
    .limit(Math.min(limit, REPO_BATCH_MAX));
}

/**
 * Waiting stops placed after id `seq` or changed since `since` (the leader's sync of stops placed on other
 * nodes; an id is taken before its commit, so the window catches one that committed late). Stops cancelled
 * elsewhere stay in the index until they fire, and their trigger then finds nothing to do.
 */
export async function untriggeredSince(
  db: DbOrTx,
  seq: number,
  since: Date,
  limit: number,
): Promise<SpotOrderRow[]> {
  return db
    .select()
    .from(spotOrders)
    .where(
      and(eq(spotOrders.status, 'untriggered'), or(gt(spotOrders.id, seq), gte(spotOrders.updatedAt, since))),
    )
    .orderBy(asc(spotOrders.id))
    .limit(Math.min(limit, REPO_BATCH_MAX));
}

/** The highest order id so far (where the sync starts). */
export async function maxOrderId(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(
    sql`SELECT coalesce(max(id), 0)::text AS v FROM spot_orders`,
  );
  return Number(r.rows[0]?.v ?? 0);
}
