import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db';
import type { InvestOrderRow, InvestSettlementRow } from '../invest.repo';
import { investOrders, investSettlements } from '../invest.schema';

/** Queries of the settlement: due products, the settlement row, orders by state. */

/** Products with orders not yet paid whose settlement time has come (at most `limit`, oldest first). */
export async function dueProducts(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const r = await db.execute<{ product_id: number }>(sql`
    SELECT product_id FROM dual_orders
    WHERE status IN ('purchased', 'settling') AND settle_at <= ${now.toISOString()}::timestamptz
    GROUP BY product_id ORDER BY min(settle_at), product_id LIMIT ${limit}`);
  return r.rows.map((row) => Number(row.product_id));
}

/** purchased → settling for a product's orders whose settlement time has come. Returns how many moved. */
export async function markSettling(tx: Tx, productId: number, now: Date): Promise<number> {
  const r = await tx.execute(sql`
    UPDATE dual_orders SET status = 'settling'
    WHERE product_id = ${productId} AND status = 'purchased' AND settle_at <= ${now.toISOString()}::timestamptz`);
  return r.rowCount ?? 0;
}

export async function findSettlement(
  db: DbOrTx,
  productId: number,
): Promise<InvestSettlementRow | undefined> {
  const [row] = await db.select().from(investSettlements).where(eq(investSettlements.productId, productId));
  return row;
}

export async function settlementById(db: DbOrTx, id: number): Promise<InvestSettlementRow | undefined> {
  const [row] = await db.select().from(investSettlements).where(eq(investSettlements.id, id));
  return row;
}

/** The product's one settlement (unique per product; the caller holds the product's row lock). */
export async function insertSettlement(
  tx: Tx,
  row: typeof investSettlements.$inferInsert,
): Promise<InvestSettlementRow> {
  const [saved] = await tx.insert(investSettlements).values(row).returning();
  return saved!;
}

/** Ids of a product's orders waiting for their payout, in id order (capped). */
export async function settlingIds(db: DbOrTx, productId: number, cap: number): Promise<number[]> {
  const rows = await db
    .select({ id: investOrders.id })
    .from(investOrders)
    .where(and(eq(investOrders.productId, productId), eq(investOrders.status, 'settling')))
    .orderBy(asc(investOrders.id))
    .limit(cap);
  return rows.map((r) => r.id);
}

/** These orders of the product still settling, locked in id order (a second run finds none of them). */
export async function lockSettling(
  tx: Tx,
  productId: number,
  ids: readonly number[],
): Promise<InvestOrderRow[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<{ id: string }>(sql`
    SELECT id FROM dual_orders
    WHERE id = ANY(${sql.param([...ids])}::bigint[]) AND product_id = ${productId} AND status = 'settling'
    ORDER BY id FOR UPDATE`);
  if (r.rows.length === 0) return [];
  const locked = r.rows.map((row) => Number(row.id));
  return tx.select().from(investOrders).where(inArray(investOrders.id, locked)).orderBy(asc(investOrders.id));
}

export interface PaidOrder {
  id: number;
  status: 'success' | 'failed';
  currencyId: number;
  amount: string;
}

/** settling → success | failed with the payout, for every order given (all of them still settling). */
export async function markPaid(
  tx: Tx,
  settlementId: number,
  paid: readonly PaidOrder[],
  at: Date,
): Promise<number> {
  const col = <T>(f: (p: PaidOrder) => T) => sql.param(paid.map(f));
  const r = await tx.execute(sql`
    UPDATE dual_orders o SET status = v.status, settlement_id = ${settlementId},
      payout_currency_id = v.currency_id, payout_amount = v.amount, settled_at = ${at.toISOString()}::timestamptz
    FROM unnest(${col((p) => p.id)}::bigint[], ${col((p) => p.status)}::text[],
      ${col((p) => p.currencyId)}::int[], ${col((p) => p.amount)}::numeric[]) AS v(id, status, currency_id, amount)
    WHERE o.id = v.id AND o.status = 'settling'`);
  return r.rowCount ?? 0;
}
