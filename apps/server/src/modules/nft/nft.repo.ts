import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';
import {
  nftBids,
  nftCollections,
  nftCollects,
  nftItems,
  nftMargins,
  nftOrders,
  nftSales,
  type NftItemRow,
  type NftSaleRow,
} from './nft.schema';

/**
 * The item queries every part of the module shares (catalogue, sales, auctions, boxes, console). Each part keeps
 * its own queries beside its service; these are the ones about an item itself.
 */

/** A new item's code: 32 random hex characters (the original's unique hash). */
export function newCode(): string {
  return randomBytes(16).toString('hex');
}

export async function findItem(db: DbOrTx, id: number): Promise<NftItemRow | undefined> {
  const [row] = await db.select().from(nftItems).where(eq(nftItems.id, id)).limit(1);
  return row;
}

export async function findByCode(db: DbOrTx, code: string): Promise<NftItemRow | undefined> {
  const [row] = await db.select().from(nftItems).where(eq(nftItems.code, code)).limit(1);
  return row;
}

/** The item's row, locked for the rest of the transaction (the one lock every sale, bid and close takes). */
export async function lockByCode(tx: Tx, code: string): Promise<NftItemRow | undefined> {
  const [row] = await tx.select().from(nftItems).where(eq(nftItems.code, code)).for('update').limit(1);
  return row;
}

export async function lockItem(tx: Tx, id: number): Promise<NftItemRow | undefined> {
  const [row] = await tx.select().from(nftItems).where(eq(nftItems.id, id)).for('update').limit(1);
  return row;
}

export type NewItem = typeof nftItems.$inferInsert;

export async function insertItems(tx: DbOrTx, rows: NewItem[]): Promise<NftItemRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(nftItems).values(rows).returning();
}

export async function updateItem(
  tx: DbOrTx,
  id: number,
  set: Partial<Omit<NftItemRow, 'id' | 'code' | 'createdAt'>>,
): Promise<NftItemRow> {
  const [row] = await tx
    .update(nftItems)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(nftItems.id, id))
    .returning();
  if (!row) throw new Error(`nft item ${id} not found`);
  return row;
}

export async function insertSale(tx: DbOrTx, row: typeof nftSales.$inferInsert): Promise<NftSaleRow> {
  const [inserted] = await tx.insert(nftSales).values(row).returning();
  return inserted!;
}

/** Whether anyone has committed money to this listing of the item: a deposit, a bid, a payment order or a sale. */
export async function listingHasMoney(tx: DbOrTx, itemId: number, listingNo: number): Promise<boolean> {
  const of = (t: typeof nftMargins | typeof nftBids | typeof nftOrders | typeof nftSales) =>
    sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.itemId} = ${itemId} AND ${t.listingNo} = ${listingNo})`;
  const res = await tx.execute<{ any: boolean } & Record<string, unknown>>(
    sql`SELECT (${of(nftMargins)} OR ${of(nftBids)} OR ${of(nftOrders)} OR ${of(nftSales)}) AS "any"`,
  );
  return res.rows[0]?.any === true;
}

/** Favourites count per item, and which of them the viewer favoured. */
export async function collectsOf(
  db: DbOrTx,
  itemIds: number[],
  viewerId: number | undefined,
): Promise<{ counts: Map<number, number>; mine: Set<number> }> {
  if (itemIds.length === 0) return { counts: new Map(), mine: new Set() };
  const counts = await db
    .select({ itemId: nftCollects.itemId, n: count() })
    .from(nftCollects)
    .where(inArray(nftCollects.itemId, itemIds))
    .groupBy(nftCollects.itemId);
  const mine = viewerId
    ? await db
        .select({ itemId: nftCollects.itemId })
        .from(nftCollects)
        .where(and(eq(nftCollects.userId, viewerId), inArray(nftCollects.itemId, itemIds)))
    : [];
  return {
    counts: new Map(counts.map((c) => [c.itemId, Number(c.n)])),
    mine: new Set(mine.map((m) => m.itemId)),
  };
}

export async function collectionNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: nftCollections.id, name: nftCollections.name })
    .from(nftCollections)
    .where(inArray(nftCollections.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Sales of an item, newest first (its history). */
export async function salesOfItem(db: DbOrTx, itemId: number, limit = 50): Promise<NftSaleRow[]> {
  return db
    .select()
    .from(nftSales)
    .where(eq(nftSales.itemId, itemId))
    .orderBy(sql`${nftSales.id} DESC`)
    .limit(limit);
}
