import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db';
import {
  nftBids,
  nftItems,
  nftMargins,
  nftOrders,
  type NftBidRow,
  type NftItemRow,
  type NftMarginRow,
  type NftOrderRow,
} from '../nft.schema';
import { NFT_PAY_TYPE } from '@meridian/contract/nft';

/** The auction part's queries (deposits, bids, payment orders, due listings); each takes a transaction. */

type Page = { page: number; limit: number };
const offsetOf = (q: Page) => (q.page - 1) * q.limit;

/** A row id drawn before its insert (the ledger hold's reference names the row). */
async function nextId(tx: Tx, table: 'nft_margins' | 'nft_bids'): Promise<number> {
  const r = await tx.execute<{ id: string } & Record<string, unknown>>(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::text AS id`,
  );
  return Number(r.rows[0]!.id);
}
export const nextMarginId = (tx: Tx) => nextId(tx, 'nft_margins');
export const nextBidId = (tx: Tx) => nextId(tx, 'nft_bids');

// ─────────────────────────────────────────────────────────────────────────────────────────── deposits

export async function findMargin(
  db: DbOrTx,
  itemId: number,
  listingNo: number,
  userId: number,
): Promise<NftMarginRow | undefined> {
  const [row] = await db
    .select()
    .from(nftMargins)
    .where(
      and(eq(nftMargins.itemId, itemId), eq(nftMargins.listingNo, listingNo), eq(nftMargins.userId, userId)),
    )
    .limit(1);
  return row;
}

export async function insertMargin(tx: Tx, row: typeof nftMargins.$inferInsert): Promise<NftMarginRow> {
  const [inserted] = await tx.insert(nftMargins).values(row).returning();
  return inserted!;
}

/** A listing's deposits still held, except `exceptId` (the winner's), in id order. */
export async function heldMargins(
  tx: Tx,
  itemId: number,
  listingNo: number,
  exceptId?: number,
): Promise<NftMarginRow[]> {
  const rows = await tx
    .select()
    .from(nftMargins)
    .where(
      and(eq(nftMargins.itemId, itemId), eq(nftMargins.listingNo, listingNo), eq(nftMargins.status, 'held')),
    )
    .orderBy(asc(nftMargins.id));
  return rows.filter((r) => r.id !== exceptId);
}

export async function settleMargins(
  tx: Tx,
  ids: number[],
  status: 'refunded' | 'forfeited',
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(nftMargins)
    .set({ status, settledAt: at })
    .where(and(inArray(nftMargins.id, ids), eq(nftMargins.status, 'held')));
}

export async function marginsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, NftMarginRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(nftMargins).where(inArray(nftMargins.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

// ─────────────────────────────────────────────────────────────────────────────────────────── bids

export async function findBid(db: DbOrTx, id: number): Promise<NftBidRow | undefined> {
  const [row] = await db.select().from(nftBids).where(eq(nftBids.id, id)).limit(1);
  return row;
}

export async function insertBid(tx: Tx, row: typeof nftBids.$inferInsert): Promise<NftBidRow> {
  const [inserted] = await tx.insert(nftBids).values(row).returning();
  return inserted!;
}

export async function markOutbid(tx: Tx, id: number): Promise<void> {
  await tx.update(nftBids).set({ status: 0 }).where(eq(nftBids.id, id));
}

export async function bidsOfListing(
  db: DbOrTx,
  itemId: number,
  listingNo: number,
  q: Page,
): Promise<{ rows: NftBidRow[]; total: number }> {
  const where = and(eq(nftBids.itemId, itemId), eq(nftBids.listingNo, listingNo));
  const [rows, [total]] = await Promise.all([
    db.select().from(nftBids).where(where).orderBy(desc(nftBids.id)).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(nftBids).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function bidsOfUser(
  db: DbOrTx,
  userId: number,
  q: Page,
): Promise<{ rows: NftBidRow[]; total: number }> {
  const where = eq(nftBids.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(nftBids).where(where).orderBy(desc(nftBids.id)).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(nftBids).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ─────────────────────────────────────────────────────────────────────────────────────────── orders

export async function insertOrder(tx: Tx, row: typeof nftOrders.$inferInsert): Promise<NftOrderRow> {
  const [inserted] = await tx.insert(nftOrders).values(row).returning();
  return inserted!;
}

export async function findOrder(db: DbOrTx, id: number): Promise<NftOrderRow | undefined> {
  const [row] = await db.select().from(nftOrders).where(eq(nftOrders.id, id)).limit(1);
  return row;
}

export async function lockOrder(tx: Tx, id: number): Promise<NftOrderRow | undefined> {
  const [row] = await tx.select().from(nftOrders).where(eq(nftOrders.id, id)).for('update').limit(1);
  return row;
}

export async function updateOrder(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<NftOrderRow, 'isRead' | 'isPay' | 'isExpired' | 'payTime'>>,
): Promise<NftOrderRow> {
  const [row] = await tx.update(nftOrders).set(set).where(eq(nftOrders.id, id)).returning();
  if (!row) throw new Error(`nft order ${id} not found`);
  return row;
}

export async function ordersOfUser(
  db: DbOrTx,
  userId: number,
  q: Page,
): Promise<{ rows: NftOrderRow[]; total: number }> {
  const where = eq(nftOrders.userId, userId);
  const [rows, [total]] = await Promise.all([
    db.select().from(nftOrders).where(where).orderBy(desc(nftOrders.id)).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(nftOrders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

// ─────────────────────────────────────────────────────────────────────────────────────────── jobs

/** Auction listings on sale, not closed, whose end has come: the next `limit` after `afterId` by id. */
export async function dueAuctions(db: DbOrTx, now: Date, limit: number, afterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: nftItems.id })
    .from(nftItems)
    .where(
      and(
        eq(nftItems.payType, NFT_PAY_TYPE.auction),
        eq(nftItems.onSale, true),
        eq(nftItems.auctionClosed, false),
        lte(nftItems.endAt, now),
        gt(nftItems.id, afterId),
      ),
    )
    .orderBy(asc(nftItems.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Unpaid, unexpired payment orders past their deadline: the next `limit` after `afterId` by id. */
export async function dueOrders(db: DbOrTx, now: Date, limit: number, afterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: nftOrders.id })
    .from(nftOrders)
    .where(
      and(
        eq(nftOrders.isPay, false),
        eq(nftOrders.isExpired, false),
        lte(nftOrders.overtime, now),
        gt(nftOrders.id, afterId),
      ),
    )
    .orderBy(asc(nftOrders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Items' names and pictures for views. */
export async function itemsByIds(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, Pick<NftItemRow, 'id' | 'code' | 'name' | 'image'>>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: nftItems.id, code: nftItems.code, name: nftItems.name, image: nftItems.image })
    .from(nftItems)
    .where(inArray(nftItems.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
