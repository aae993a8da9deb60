import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DualOrderState, DualType, EarnProductState } from '@meridian/contract';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import { dualOrders, dualProducts, dualSettlements } from './dual.schema';

/** Queries of invest products, orders and settlements; every function takes the caller's transaction. */

export type DualProductRow = typeof dualProducts.$inferSelect;
export type NewDualProduct = typeof dualProducts.$inferInsert;
export type DualOrderRow = typeof dualOrders.$inferSelect;
export type NewDualOrder = typeof dualOrders.$inferInsert;
export type DualSettlementRow = typeof dualSettlements.$inferSelect;

interface Page {
  limit: number;
  offset: number;
}

export async function findProduct(db: DbOrTx, id: number): Promise<DualProductRow | undefined> {
  const [row] = await db.select().from(dualProducts).where(eq(dualProducts.id, id));
  return row;
}

export async function lockProduct(db: DbOrTx, id: number): Promise<DualProductRow | undefined> {
  const [row] = await db.select().from(dualProducts).where(eq(dualProducts.id, id)).for('update');
  return row;
}

/** Products of a coin and type still before their settlement, earliest maturity first (the invest screen). */
export function listProducts(
  db: DbOrTx,
  q: { currencyId: number; type: DualType; section?: string | undefined; after: Date },
  page: Page,
) {
  const where = and(
    eq(dualProducts.currencyId, q.currencyId),
    eq(dualProducts.type, q.type),
    gt(dualProducts.settleAt, q.after),
    q.section === undefined ? undefined : eq(dualProducts.section, q.section),
  );
  return pageOf(db, dualProducts, where, [asc(dualProducts.settleAt), asc(dualProducts.id)], page);
}

/** The sections of a coin and type's products still before settlement, in order of first maturity. */
export async function sectionsOf(
  db: DbOrTx,
  q: { currencyId: number; type: DualType; after: Date },
): Promise<string[]> {
  const rows = await db
    .select({ section: dualProducts.section, first: sql<Date>`min(${dualProducts.settleAt})` })
    .from(dualProducts)
    .where(
      and(
        eq(dualProducts.currencyId, q.currencyId),
        eq(dualProducts.type, q.type),
        gt(dualProducts.settleAt, q.after),
        sql`${dualProducts.section} <> ''`,
      ),
    )
    .groupBy(dualProducts.section)
    .orderBy(sql`min(${dualProducts.settleAt})`, dualProducts.section)
    .limit(50);
  return rows.map((r) => r.section);
}

/** Every product (the console), newest first, optionally in one state. */
export function listAllProducts(db: DbOrTx, status: EarnProductState | undefined, page: Page) {
  const where = status === undefined ? undefined : eq(dualProducts.status, status);
  return pageOf(db, dualProducts, where, [desc(dualProducts.id)], page);
}

export async function insertProduct(db: DbOrTx, row: NewDualProduct): Promise<DualProductRow> {
  const [saved] = await db.insert(dualProducts).values(row).returning();
  return saved!;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  set: Partial<NewDualProduct>,
): Promise<DualProductRow> {
  const [saved] = await db
    .update(dualProducts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(dualProducts.id, id))
    .returning();
  return saved!;
}

/** Whether a demo product exists (demo content is created once). */
export async function hasDemoProducts(db: DbOrTx): Promise<boolean> {
  const [c] = await db.select({ n: count() }).from(dualProducts).where(eq(dualProducts.isDemo, true));
  return (c?.n ?? 0) > 0;
}

/** Shares a user holds in a product (Σ num of their orders). */
export async function sharesOfUser(db: DbOrTx, productId: number, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<string>`coalesce(sum(${dualOrders.num}), 0)::text` })
    .from(dualOrders)
    .where(and(eq(dualOrders.productId, productId), eq(dualOrders.userId, userId)));
  return Number(r?.n ?? 0);
}

/** Shares the user holds in each of these products. */
export async function sharesOfUserIn(
  db: DbOrTx,
  userId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: dualOrders.productId, n: sql<string>`sum(${dualOrders.num})::text` })
    .from(dualOrders)
    .where(and(eq(dualOrders.userId, userId), inArray(dualOrders.productId, [...productIds])))
    .groupBy(dualOrders.productId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** Open (purchased or settling) and settled (success or failed) orders per product. */
export async function orderCountsOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, { open: number; settled: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: dualOrders.productId,
      open: sql<number>`count(*) FILTER (WHERE ${dualOrders.status} IN ('purchased', 'settling'))::int`,
      settled: sql<number>`count(*) FILTER (WHERE ${dualOrders.status} IN ('success', 'failed'))::int`,
    })
    .from(dualOrders)
    .where(inArray(dualOrders.productId, [...productIds]))
    .groupBy(dualOrders.productId);
  return new Map(rows.map((r) => [r.id, { open: r.open, settled: r.settled }]));
}

export async function insertOrder(db: DbOrTx, row: NewDualOrder): Promise<DualOrderRow> {
  const [saved] = await db.insert(dualOrders).values(row).returning();
  return saved!;
}

/** A user's orders, newest first. */
export function listOrders(
  db: DbOrTx,
  userId: number,
  q: { currencyId?: number | undefined; type?: DualType | undefined; status?: DualOrderState | undefined },
  page: Page,
) {
  const conds: SQL[] = [eq(dualOrders.userId, userId)];
  if (q.currencyId !== undefined) conds.push(eq(dualOrders.currencyId, q.currencyId));
  if (q.type !== undefined) conds.push(eq(dualOrders.type, q.type));
  if (q.status !== undefined) conds.push(eq(dualOrders.status, q.status));
  return pageOf(db, dualOrders, and(...conds), [desc(dualOrders.id)], page);
}

export async function productsByIds(db: DbOrTx, ids: readonly number[]): Promise<DualProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dualProducts)
    .where(inArray(dualProducts.id, [...new Set(ids)]));
}

export async function settlementsByIds(db: DbOrTx, ids: readonly number[]): Promise<DualSettlementRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dualSettlements)
    .where(inArray(dualSettlements.id, [...new Set(ids)]));
}

/** Increases the shares sold of a product (the caller holds its row lock and checked what is left). */
export async function takeShares(db: DbOrTx, id: number, num: number): Promise<DualProductRow> {
  const [row] = await db
    .update(dualProducts)
    .set({
      remainingNumber: sql`${dualProducts.remainingNumber} - ${num}`,
      purchasedNumber: sql`${dualProducts.purchasedNumber} + ${num}`,
      updatedAt: new Date(),
    })
    .where(eq(dualProducts.id, id))
    .returning();
  return row!;
}
