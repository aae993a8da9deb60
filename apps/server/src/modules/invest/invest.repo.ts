import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { InvestOrderState, InvestType, EarnProductState } from '@meridian/contract/earn';
import type { DbOrTx } from '../../platform/db';
import { pageOf } from '../../platform/db/page';
import { investOrders, investProducts, investSettlements } from './invest.schema';

/** Queries of invest products, orders and settlements; every function takes the caller's transaction. */

export type InvestProductRow = typeof investProducts.$inferSelect;
export type NewInvestProduct = typeof investProducts.$inferInsert;
export type InvestOrderRow = typeof investOrders.$inferSelect;
export type NewInvestOrder = typeof investOrders.$inferInsert;
export type InvestSettlementRow = typeof investSettlements.$inferSelect;

interface Page {
  limit: number;
  offset: number;
}

export async function findProduct(db: DbOrTx, id: number): Promise<InvestProductRow | undefined> {
  const [row] = await db.select().from(investProducts).where(eq(investProducts.id, id));
  return row;
}

export async function lockProduct(db: DbOrTx, id: number): Promise<InvestProductRow | undefined> {
  const [row] = await db.select().from(investProducts).where(eq(investProducts.id, id)).for('update');
  return row;
}

/** Products of a coin and type still before their settlement, earliest maturity first (the invest screen). */
export function listProducts(
  db: DbOrTx,
  q: { currencyId: number; type: InvestType; section?: string | undefined; after: Date },
  page: Page,
) {
  const where = and(
    eq(investProducts.currencyId, q.currencyId),
    eq(investProducts.type, q.type),
    gt(investProducts.settleAt, q.after),
    q.section === undefined ? undefined : eq(investProducts.section, q.section),
  );
  return pageOf(db, investProducts, where, [asc(investProducts.settleAt), asc(investProducts.id)], page);
}

/** The sections of a coin and type's products still before settlement, in order of first maturity. */
export async function sectionsOf(
  db: DbOrTx,
  q: { currencyId: number; type: InvestType; after: Date },
): Promise<string[]> {
  const rows = await db
    .select({ section: investProducts.section, first: sql<Date>`min(${investProducts.settleAt})` })
    .from(investProducts)
    .where(
      and(
        eq(investProducts.currencyId, q.currencyId),
        eq(investProducts.type, q.type),
        gt(investProducts.settleAt, q.after),
        sql`${investProducts.section} <> ''`,
      ),
    )
    .groupBy(investProducts.section)
    .orderBy(sql`min(${investProducts.settleAt})`, investProducts.section)
    .limit(50);
  return rows.map((r) => r.section);
}

/** Every product (the console), newest first, optionally in one state. */
export function listAllProducts(db: DbOrTx, status: EarnProductState | undefined, page: Page) {
  const where = status === undefined ? undefined : eq(investProducts.status, status);
  return pageOf(db, investProducts, where, [desc(investProducts.id)], page);
}

export async function insertProduct(db: DbOrTx, row: NewInvestProduct): Promise<InvestProductRow> {
  const [saved] = await db.insert(investProducts).values(row).returning();
  return saved!;
}

export async function updateProduct(
  db: DbOrTx,
  id: number,
  set: Partial<NewInvestProduct>,
): Promise<InvestProductRow> {
  const [saved] = await db
    .update(investProducts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(investProducts.id, id))
    .returning();
  return saved!;
}

/** Whether a demo product exists (demo content is created once). */
export async function hasDemoProducts(db: DbOrTx): Promise<boolean> {
  const [c] = await db.select({ n: count() }).from(investProducts).where(eq(investProducts.isDemo, true));
  return (c?.n ?? 0) > 0;
}

/** Shares a user holds in a product (Σ num of their orders). */
export async function sharesOfUser(db: DbOrTx, productId: number, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<string>`coalesce(sum(${investOrders.num}), 0)::text` })
    .from(investOrders)
    .where(and(eq(investOrders.productId, productId), eq(investOrders.userId, userId)));
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
    .select({ id: investOrders.productId, n: sql<string>`sum(${investOrders.num})::text` })
    .from(investOrders)
    .where(and(eq(investOrders.userId, userId), inArray(investOrders.productId, [...productIds])))
    .groupBy(investOrders.productId);
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
      id: investOrders.productId,
      open: sql<number>`count(*) FILTER (WHERE ${investOrders.status} IN ('purchased', 'settling'))::int`,
      settled: sql<number>`count(*) FILTER (WHERE ${investOrders.status} IN ('success', 'failed'))::int`,
    })
    .from(investOrders)
    .where(inArray(investOrders.productId, [...productIds]))
    .groupBy(investOrders.productId);
  return new Map(rows.map((r) => [r.id, { open: r.open, settled: r.settled }]));
}

export async function insertOrder(db: DbOrTx, row: NewInvestOrder): Promise<InvestOrderRow> {
  const [saved] = await db.insert(investOrders).values(row).returning();
  return saved!;
}

/** A user's orders, newest first. */
export function listOrders(
  db: DbOrTx,
  userId: number,
  q: {
    currencyId?: number | undefined;
    type?: InvestType | undefined;
    status?: InvestOrderState | undefined;
  },
  page: Page,
) {
  const conds: SQL[] = [eq(investOrders.userId, userId)];
  if (q.currencyId !== undefined) conds.push(eq(investOrders.currencyId, q.currencyId));
  if (q.type !== undefined) conds.push(eq(investOrders.type, q.type));
  if (q.status !== undefined) conds.push(eq(investOrders.status, q.status));
  return pageOf(db, investOrders, and(...conds), [desc(investOrders.id)], page);
}

export async function productsByIds(db: DbOrTx, ids: readonly number[]): Promise<InvestProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(investProducts)
    .where(inArray(investProducts.id, [...new Set(ids)]));
}

export async function settlementsByIds(db: DbOrTx, ids: readonly number[]): Promise<InvestSettlementRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(investSettlements)
    .where(inArray(investSettlements.id, [...new Set(ids)]));
}

/** Increases the shares sold of a product (the caller holds its row lock and checked what is left). */
export async function takeShares(db: DbOrTx, id: number, num: number): Promise<InvestProductRow> {
  const [row] = await db
    .update(investProducts)
    .set({
      remainingNumber: sql`${investProducts.remainingNumber} - ${num}`,
      purchasedNumber: sql`${investProducts.purchasedNumber} + ${num}`,
      updatedAt: new Date(),
    })
    .where(eq(investProducts.id, id))
    .returning();
  return row!;
}
