import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import { optionOrders, optionTiers } from './options.schema';
import { OPTIONS_STATUS_OPEN, OPTIONS_TIER_STATUS } from '@meridian/contract/options';

/** Queries of the options module; each takes the caller's transaction (or the pool). */

export type TierRow = typeof optionTiers.$inferSelect;
export type OrderRow = typeof optionOrders.$inferSelect;
export type NewOrderRow = typeof optionOrders.$inferInsert;

export function listTiers(db: DbOrTx, onlyEnabled: boolean): Promise<TierRow[]> {
  return db
    .select()
    .from(optionTiers)
    .where(onlyEnabled ? eq(optionTiers.status, OPTIONS_TIER_STATUS.on) : undefined)
    .orderBy(asc(optionTiers.sort), asc(optionTiers.seconds))
    .limit(100);
}

export async function tierBySeconds(db: DbOrTx, seconds: number, lock = false): Promise<TierRow | undefined> {
  const q = db.select().from(optionTiers).where(eq(optionTiers.seconds, seconds));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function countTiers(db: DbOrTx): Promise<number> {
  const [r] = await db.select({ n: count() }).from(optionTiers);
  return r?.n ?? 0;
}

export async function insertTier(
  db: DbOrTx,
  t: Pick<TierRow, 'seconds' | 'profitRatio' | 'minAmount' | 'maxAmount' | 'status' | 'sort'>,
): Promise<TierRow> {
  const [row] = await db.insert(optionTiers).values(t).returning();
  return row!;
}

export async function updateTier(
  db: DbOrTx,
  id: number,
  t: Pick<TierRow, 'profitRatio' | 'minAmount' | 'maxAmount' | 'status' | 'sort'>,
): Promise<TierRow> {
  const [row] = await db
    .update(optionTiers)
    .set({ ...t, updatedAt: sql`now()` })
    .where(eq(optionTiers.id, id))
    .returning();
  return row!;
}

export async function insertOrder(db: DbOrTx, o: NewOrderRow): Promise<OrderRow> {
  const [row] = await db.insert(optionOrders).values(o).returning();
  return row!;
}

export async function orderOfUser(db: DbOrTx, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(optionOrders)
    .where(and(eq(optionOrders.id, id), eq(optionOrders.userId, userId)));
  return row;
}

export async function ordersByIds(db: DbOrTx, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(optionOrders)
    .where(sql`${optionOrders.id} = ANY(${sql.param([...ids])}::bigint[])`)
    .orderBy(asc(optionOrders.id));
}

export async function listOrders(
  db: DbOrTx,
  q: { userId: number; status: number; pairId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(optionOrders.userId, q.userId),
    eq(optionOrders.status, q.status),
    q.pairId !== undefined ? eq(optionOrders.pairId, q.pairId) : undefined,
  );
  const rows = await db
    .select()
    .from(optionOrders)
    .where(where)
    .orderBy(desc(optionOrders.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(optionOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The user's open orders and the time of their latest order (for the per-user limits), under the user's lock
 * (platform/db/user-lock: the first statement of the submit transaction, before the stake's ledger locks). */
export async function userOrderState(
  db: DbOrTx,
  userId: number,
): Promise<{ open: number; lastOpenedMs: number | null }> {
  await lockUser(db, userId);
  const r = await db.execute<{ open: string; last: string | null } & Record<string, unknown>>(sql`
    SELECT (SELECT count(*) FROM option_orders WHERE user_id = ${userId} AND status = 1)::text AS open,
           (SELECT (extract(epoch FROM max(opened_at)) * 1000)::text FROM option_orders WHERE user_id = ${userId}) AS last`);
  const row = r.rows[0]!;
  return { open: Number(row.open), lastOpenedMs: row.last === null ? null : Math.round(Number(row.last)) };
}

/** Writes the price of one second for several pairs (a later write of the same second replaces it). */
export async function recordPrices(
  db: DbOrTx,
  second: number,
  prices: readonly { pairId: number; price: string }[],
): Promise<void> {
  if (prices.length === 0) return;
  await db.execute(sql`
    INSERT INTO option_prices (pair_id, second, price)
    SELECT p, ${second}::bigint, v FROM unnest(${sql.param(prices.map((x) => x.pairId))}::int[],
      ${sql.param(prices.map((x) => x.price))}::numeric[]) AS t(p, v)
    ON CONFLICT (pair_id, second) DO UPDATE SET price = excluded.price`);
}

/**
 * Deletes price rows no open order needs: older than an hour before the earliest open order's second (or
 * before now). At most `limit` rows per call.
 */
export async function prunePrices(db: DbOrTx, nowSecond: number, limit: number): Promise<number> {
  const r = await db.execute(sql`
    DELETE FROM option_prices WHERE ctid = ANY(ARRAY(
      SELECT ctid FROM option_prices
      WHERE second < LEAST(${nowSecond}::bigint,
        coalesce((SELECT min(settle_second) FROM option_orders WHERE status = 1), ${nowSecond}::bigint)) - 3600
      LIMIT ${limit}))`);
  return r.rowCount ?? 0;
}

export async function openOrderCount(db: DbOrTx): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(optionOrders)
    .where(eq(optionOrders.status, OPTIONS_STATUS_OPEN));
  return r?.n ?? 0;
}

/** A user's stakes still riding on open options, per currency (they sit in the house pool until settled). */
export async function openStakesOfUser(
  db: DbOrTx,
  userId: number,
): Promise<{ currencyId: number; stake: string }[]> {
  return db
    .select({ currencyId: optionOrders.currencyId, stake: sql<string>`sum(${optionOrders.stake})::text` })
    .from(optionOrders)
    .where(and(eq(optionOrders.userId, userId), eq(optionOrders.status, OPTIONS_STATUS_OPEN)))
    .groupBy(optionOrders.currencyId);
}
