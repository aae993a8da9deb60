import { and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { LockCategory } from '@meridian/contract/earn';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import type { lockDividends } from './lockming.schema';
import { lockDayRates, lockOrders, lockProducts } from './lockming.schema';

/** Queries of lock-mining products, day rates, orders and dividends; every function takes the caller's db/tx. */

export type LockProductRow = typeof lockProducts.$inferSelect;
export type NewLockProduct = typeof lockProducts.$inferInsert;
export type LockDayRateRow = typeof lockDayRates.$inferSelect;
export type LockOrderRow = typeof lockOrders.$inferSelect;
export type LockDividendRow = typeof lockDividends.$inferSelect;

type Page = { limit: number; offset: number };

// ───────────────────────────────────────────────────────────────────────────────────────────── products

export async function product(db: DbOrTx, id: number): Promise<LockProductRow | undefined> {
  const [row] = await db.select().from(lockProducts).where(eq(lockProducts.id, id));
  return row;
}

export async function productsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, LockProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lockProducts)
    .where(inArray(lockProducts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The product, row-locked: `share` for a purchase (terms read stable), `update` for an edit. */
export async function lockProduct(
  tx: DbOrTx,
  id: number,
  mode: 'share' | 'update',
): Promise<LockProductRow | undefined> {
  const [row] = await tx.select().from(lockProducts).where(eq(lockProducts.id, id)).for(mode);
  return row;
}

export function productsPage(
  db: DbOrTx,
  filter: { status?: 'on' | 'paused' | undefined; includeDemo: boolean; category?: LockCategory | undefined },
  page: Page,
) {
  const where = and(
    filter.status ? eq(lockProducts.status, filter.status) : undefined,
    filter.category ? eq(lockProducts.category, filter.category) : undefined,
    filter.includeDemo ? undefined : eq(lockProducts.isDemo, false),
  );
  return pageOf(db, lockProducts, where, [desc(lockProducts.id)], page);
}

export async function insertProduct(tx: DbOrTx, row: NewLockProduct): Promise<LockProductRow> {
  const [out] = await tx.insert(lockProducts).values(row).returning();
  return out!;
}

export async function updateProduct(
  tx: DbOrTx,
  id: number,
  set: Partial<NewLockProduct>,
): Promise<LockProductRow> {
  const [out] = await tx
    .update(lockProducts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(lockProducts.id, id))
    .returning();
  return out!;
}

export async function countDemoProducts(db: DbOrTx, category: LockCategory): Promise<number> {
  const [c] = await db
    .select({ n: count() })
    .from(lockProducts)
    .where(and(eq(lockProducts.isDemo, true), eq(lockProducts.category, category)));
  return c?.n ?? 0;
}

/** Orders of a product (any state) — terms are locked once there is one. */
export async function hasOrders(db: DbOrTx, productId: number): Promise<boolean> {
  const r = await db.execute(sql`SELECT 1 FROM lock_orders WHERE product_id = ${productId} LIMIT 1`);
  return r.rows.length > 0;
}

/** Running orders and the amount they lock, per product. */
export async function runningTotals(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, { running: number; locked: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: lockOrders.productId, n: count(), locked: sum(lockOrders.amount) })
    .from(lockOrders)
    .where(and(inArray(lockOrders.productId, [...productIds]), eq(lockOrders.status, 'running')))
    .groupBy(lockOrders.productId);
  return new Map(rows.map((r) => [r.productId, { running: r.n, locked: r.locked ?? '0' }]));
}

// ──────────────────────────────────────────────────────────────────────────────────────────── day rates

/** Published rates of these products on these days, keyed `productId:day`. */
export async function ratesOn(
  db: DbOrTx,
  productIds: readonly number[],
  days: readonly string[],
): Promise<Map<string, LockDayRateRow>> {
  if (productIds.length === 0 || days.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lockDayRates)
    .where(and(inArray(lockDayRates.productId, [...productIds]), inArray(lockDayRates.day, [...days])));
  return new Map(rows.map((r) => [`${r.productId}:${r.day}`, r]));
}

export async function rateOf(
  db: DbOrTx,
  productId: number,
  day: string,
): Promise<LockDayRateRow | undefined> {
  const [row] = await db
    .select()
    .from(lockDayRates)
    .where(and(eq(lockDayRates.productId, productId), eq(lockDayRates.day, day)));
  return row;
}

export function ratesPage(db: DbOrTx, productId: number, page: Page) {
  return pageOf(db, lockDayRates, eq(lockDayRates.productId, productId), [desc(lockDayRates.day)], page);
}

/**
 * Publishes the default rate (the range's minimum) of every product on sale, or with running orders, for
 * these days — a day already published (by the job or an operator) is left alone. Returns the rows added.
 */
export async function publishDefaults(db: DbOrTx, days: readonly string[]): Promise<number> {
  let added = 0;
  for (const day of days) {
    const r = await db.execute(sql`
      INSERT INTO lock_day_rates (product_id, day, rate, source)
      SELECT p.id, ${day}::date, p.rate_min, 'default' FROM lock_products p
      WHERE p.status = 'on' OR EXISTS (SELECT 1 FROM lock_orders o WHERE o.product_id = p.id AND o.status = 'running')
      ON CONFLICT (product_id, day) DO NOTHING`);
    added += r.rowCount ?? 0;
  }
  return added;
}

/** The default rate of one product for these days (at creation), leaving published days alone. */
export async function publishDefaultsOf(db: DbOrTx, productId: number, days: readonly string[]) {
  for (const day of days)
    await db.execute(sql`
      INSERT INTO lock_day_rates (product_id, day, rate, source)
      SELECT id, ${day}::date, rate_min, 'default' FROM lock_products WHERE id = ${productId}
      ON CONFLICT (product_id, day) DO NOTHING`);
}

/** An operator's rate for a day (replacing the default published for it, or its earlier rate). */
export async function setRate(
  tx: DbOrTx,
  r: { productId: number; day: string; rate: string; operatorId: number },
): Promise<LockDayRateRow> {
  const [row] = await tx
    .insert(lockDayRates)
    .values({ productId: r.productId, day: r.day, rate: r.rate, source: 'operator', setBy: r.operatorId })
    .onConflictDoUpdate({
      target: [lockDayRates.productId, lockDayRates.day],
      set: { rate: r.rate, source: 'operator', setBy: r.operatorId, publishedAt: sql`now()` },
    })
    .returning();
  return row!;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────── orders

/** Reserves the next order id (the hold is taken under it before the row is written). */
export async function nextOrderId(tx: DbOrTx): Promise<number> {
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence('lock_orders', 'id'))::text AS id`,
  );
  return Number(r.rows[0]!.id);
}

export async function insertOrder(
  tx: DbOrTx,
  row: typeof lockOrders.$inferInsert & { id: number },
): Promise<LockOrderRow> {
  const [out] = await tx.insert(lockOrders).values(row).returning();
  return out!;
}

export async function order(db: DbOrTx, id: number): Promise<LockOrderRow | undefined> {
  const [row] = await db.select().from(lockOrders).where(eq(lockOrders.id, id));
  return row;
}

/** Running orders among `ids`, locked in id order (the one lock order of every writer of orders). */
export async function lockRunning(tx: DbOrTx, ids: readonly number[]): Promise<LockOrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(lockOrders)
    .where(and(inArray(lockOrders.id, [...ids]), eq(lockOrders.status, 'running')))
    .orderBy(lockOrders.id)
    .for('update');
}

export function ordersPage(
  db: DbOrTx,
  userId: number,
  status: 'running' | 'redeemed' | 'matured' | undefined,
  page: Page,
) {
  const where = and(eq(lockOrders.userId, userId), status ? eq(lockOrders.status, status) : undefined);
  return pageOf(db, lockOrders, where, [desc(lockOrders.id)], page);
}

/**
 * Running orders with a completed day not yet paid as of `through` (the last completed UTC day): their term
 * started on or before it and they are paid through an earlier day (or not at all). Ids ascending, after
 * `afterId`, at most `limit`.
 */
export async function dueForDividends(
  db: DbOrTx,
  through: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const dayAfter = new Date(Date.parse(`${through}T00:00:00Z`) + 86_400_000).toISOString();
  const r = await db.execute<{ order_id: string } & Record<string, unknown>>(sql`
    SELECT id::text AS order_id FROM lock_orders
    WHERE status = 'running' AND start_at < ${dayAfter}::timestamptz
      AND (paid_through IS NULL OR (paid_through < ${through}::date
        AND paid_through < ((end_at - interval '1 day') AT TIME ZONE 'UTC')::date))
      AND id > ${afterId}
    ORDER BY id LIMIT ${limit}`);
  return r.rows.map((x) => Number(x.order_id));
}

/** Running orders whose term ended by `at`, ids ascending after `afterId`. */
export async function dueForMaturity(
  db: DbOrTx,
  at: Date,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const r = await db.execute<{ order_id: string } & Record<string, unknown>>(sql`
    SELECT id::text AS order_id FROM lock_orders WHERE status = 'running' AND end_at <= ${at.toISOString()}::timestamptz
      AND id > ${afterId} ORDER BY id LIMIT ${limit}`);
  return r.rows.map((x) => Number(x.order_id));
}

export async function closeOrder(
  tx: DbOrTx,
  id: number,
  set: { status: 'redeemed' | 'matured'; cancelFee: string; returned: string },
): Promise<LockOrderRow> {
  const [row] = await tx
    .update(lockOrders)
    .set({ ...set, closedAt: sql`now()` })
    .where(eq(lockOrders.id, id))
    .returning();
  return row!;
}

// ──────────────────────────────────────────────────────────────────────────────────────────── dividends

/** Latest dividends of these orders (at most `perOrder` each), newest first. */
export async function latestDividends(
  db: DbOrTx,
  orderIds: readonly number[],
  perOrder: number,
): Promise<Map<number, LockDividendRow[]>> {
  const out = new Map<number, LockDividendRow[]>();
  if (orderIds.length === 0) return out;
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT order_id, day::text AS day, rate::text AS rate, amount::text AS amount, paid_at FROM (
      SELECT d.*, row_number() OVER (PARTITION BY order_id ORDER BY day DESC) AS n FROM lock_dividends d
      WHERE order_id = ANY(${sql.param([...orderIds])}::bigint[])) x
    WHERE n <= ${perOrder} ORDER BY order_id, day DESC`);
  for (const row of r.rows) {
    const id = Number(row.order_id);
    const list = out.get(id) ?? [];
    list.push({
      orderId: id,
      day: String(row.day),
      rate: String(row.rate),
      amount: String(row.amount),
      paidAt: new Date(row.paid_at as string | Date),
    });
    out.set(id, list);
  }
  return out;
}
