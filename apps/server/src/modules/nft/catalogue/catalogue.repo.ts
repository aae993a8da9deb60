import type { NftListRequest } from '@meridian/contract/nft';
import { and, count, desc, eq, gt, ilike, inArray, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db';
import {
  nftArtists,
  nftCollections,
  nftCollects,
  nftItems,
  nftSales,
  type NftItemRow,
  type NftSaleRow,
} from '../nft.schema';

/** The catalogue's queries (lists, artists, collections, favourites, sales of a user). */

export interface Page {
  page: number;
  limit: number;
}
const offsetOf = (p: Page) => (p.page - 1) * p.limit;

/** `%keyword%` for ILIKE, with the pattern's own characters escaped. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What every public list shows: not hidden, and demo items only while demo content is on. */
export function listed(demoContent: boolean): SQL {
  return demoContent ? not(nftItems.hidden) : and(not(nftItems.hidden), not(nftItems.isDemo))!;
}

/** itemStatus (nft.view.ts) as SQL: 1 on sale, 2 not started, 0 ended. */
function statusIs(status: 0 | 1 | 2, now: Date): SQL {
  switch (status) {
    case 1:
      return and(nftItems.onSale, lte(nftItems.startAt, now), gt(nftItems.endAt, now))!;
    case 2:
      return and(nftItems.onSale, gt(nftItems.startAt, now))!;
    case 0:
      return or(not(nftItems.onSale), lte(nftItems.endAt, now))!;
  }
}

export async function listItems(
  db: DbOrTx,
  q: NftListRequest,
  opts: { demoContent: boolean; now: Date },
): Promise<{ rows: NftItemRow[]; total: number }> {
  const where: SQL[] = [listed(opts.demoContent)];
  if (q.currency !== undefined) where.push(eq(nftItems.currencyId, q.currency));
  if (q.pay_type !== undefined) where.push(eq(nftItems.payType, q.pay_type));
  if (q.status !== undefined) where.push(statusIs(q.status, opts.now));
  if (q.type !== undefined) where.push(eq(nftItems.type, q.type));
  if (q.keyword)
    where.push(or(ilike(nftItems.name, likeOf(q.keyword)), ilike(nftItems.description, likeOf(q.keyword)))!);
  if (q.collection_id !== undefined) where.push(eq(nftItems.collectionId, q.collection_id));
  if (q.uid !== undefined) where.push(eq(nftItems.creatorId, q.uid));
  if (q.rarity !== undefined) where.push(eq(nftItems.rarity, q.rarity));
  return pageOfItems(db, and(...where)!, q);
}

async function pageOfItems(db: DbOrTx, where: SQL, p: Page): Promise<{ rows: NftItemRow[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db.select().from(nftItems).where(where).orderBy(desc(nftItems.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(nftItems).where(where),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Items a user owns, newest first (hidden ones included: they are still theirs). */
export function ownedItems(db: DbOrTx, userId: number, p: Page) {
  return pageOfItems(db, eq(nftItems.ownerId, userId), p);
}

/** The console's list: every item, hidden and demo ones included. */
export function consoleItems(
  db: DbOrTx,
  q: Page & { pay_type?: number | undefined; keyword?: string | undefined },
) {
  const where: SQL[] = [sql`TRUE`];
  if (q.pay_type !== undefined) where.push(eq(nftItems.payType, q.pay_type));
  if (q.keyword)
    where.push(or(ilike(nftItems.name, likeOf(q.keyword)), ilike(nftItems.description, likeOf(q.keyword)))!);
  return pageOfItems(db, and(...where)!, q);
}

/** An artist's artworks (created by them), newest first. */
export async function artworksOf(db: DbOrTx, uid: number, demoContent: boolean, limit: number) {
  return db
    .select()
    .from(nftItems)
    .where(and(listed(demoContent), eq(nftItems.creatorId, uid)))
    .orderBy(desc(nftItems.id))
    .limit(limit);
}

/** Enabled artists, newest first (demo ones only while demo content is on). */
export async function enabledArtists(db: DbOrTx, demoContent: boolean, p: Page) {
  const where = demoContent
    ? eq(nftArtists.enabled, true)
    : and(eq(nftArtists.enabled, true), not(nftArtists.isDemo))!;
  const [rows, [c]] = await Promise.all([
    db
      .select()
      .from(nftArtists)
      .where(where)
      .orderBy(desc(nftArtists.createdAt), desc(nftArtists.userId))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(nftArtists).where(where),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

export async function artist(db: DbOrTx, uid: number) {
  const [row] = await db.select().from(nftArtists).where(eq(nftArtists.userId, uid)).limit(1);
  return row;
}

/** Per artist: listed artworks created, and favourites those artworks received. */
export async function artistCounts(
  db: DbOrTx,
  uids: number[],
  demoContent: boolean,
): Promise<Map<number, { artworks: number; collects: number }>> {
  const out = new Map<number, { artworks: number; collects: number }>();
  if (uids.length === 0) return out;
  const inList = and(listed(demoContent), inArray(nftItems.creatorId, uids));
  const [works, favs] = await Promise.all([
    db
      .select({ uid: nftItems.creatorId, n: count() })
      .from(nftItems)
      .where(inList)
      .groupBy(nftItems.creatorId),
    db
      .select({ uid: nftItems.creatorId, n: count() })
      .from(nftCollects)
      .innerJoin(nftItems, eq(nftItems.id, nftCollects.itemId))
      .where(inList)
      .groupBy(nftItems.creatorId),
  ]);
  for (const uid of uids) out.set(uid, { artworks: 0, collects: 0 });
  for (const w of works) out.get(w.uid)!.artworks = Number(w.n);
  for (const f of favs) out.get(f.uid)!.collects = Number(f.n);
  return out;
}

/** Collections, newest first, of one artist or all (demo ones only while demo content is on). */
export async function collections(
  db: DbOrTx,
  q: Page & { uid?: number | undefined },
  demoContent: boolean | 'all',
) {
  const where: SQL[] = [sql`TRUE`];
  if (demoContent === false) where.push(not(nftCollections.isDemo));
  if (q.uid !== undefined) where.push(eq(nftCollections.artistId, q.uid));
  const cond = and(...where)!;
  const [rows, [c]] = await Promise.all([
    db
      .select()
      .from(nftCollections)
      .where(cond)
      .orderBy(desc(nftCollections.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(nftCollections).where(cond),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Items per collection (not hidden). */
export async function collectionSizes(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: nftItems.collectionId, n: count() })
    .from(nftItems)
    .where(and(inArray(nftItems.collectionId, ids), not(nftItems.hidden)))
    .groupBy(nftItems.collectionId);
  return new Map(rows.map((r) => [r.id!, Number(r.n)]));
}

/** Toggles a favourite: removed when it was there, added otherwise. Returns the new state. */
export async function toggleCollect(db: DbOrTx, userId: number, itemId: number): Promise<boolean> {
  const removed = await db
    .delete(nftCollects)
    .where(and(eq(nftCollects.userId, userId), eq(nftCollects.itemId, itemId)))
    .returning({ itemId: nftCollects.itemId });
  if (removed.length > 0) return false;
  await db.insert(nftCollects).values({ userId, itemId }).onConflictDoNothing();
  return true;
}

export async function collectCount(db: DbOrTx, itemId: number): Promise<number> {
  const [c] = await db.select({ n: count() }).from(nftCollects).where(eq(nftCollects.itemId, itemId));
  return Number(c?.n ?? 0);
}

/** My favourites, the latest favoured first. */
export async function favouriteItems(db: DbOrTx, userId: number, p: Page) {
  const where = eq(nftCollects.userId, userId);
  const [rows, [c]] = await Promise.all([
    db
      .select({ item: nftItems })
      .from(nftCollects)
      .innerJoin(nftItems, eq(nftItems.id, nftCollects.itemId))
      .where(where)
      .orderBy(desc(nftCollects.createdAt), desc(nftCollects.itemId))
      .limit(p.limit)
      .offset(offsetOf(p)),
    db.select({ n: count() }).from(nftCollects).where(where),
  ]);
  return { rows: rows.map((r) => r.item), total: Number(c?.n ?? 0) };
}

/** Currencies of listed items. */
export async function listedCurrencies(db: DbOrTx, demoContent: boolean): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: nftItems.currencyId })
    .from(nftItems)
    .where(listed(demoContent))
    .limit(100);
  return rows.map((r) => r.id);
}

export type SaleSide = 'buy' | 'sell' | 'royalty';

/** Sales where the user bought, sold or was paid a royalty (one side, or any), newest first. */
export async function salesOfUser(
  db: DbOrTx,
  userId: number,
  side: SaleSide | undefined,
  p: Page,
): Promise<{ rows: NftSaleRow[]; total: number }> {
  const royalty = and(
    eq(nftSales.creatorId, userId),
    ne(nftSales.sellerId, userId),
    gt(nftSales.royalty, '0'),
  );
  const where =
    side === 'buy'
      ? eq(nftSales.buyerId, userId)
      : side === 'sell'
        ? eq(nftSales.sellerId, userId)
        : side === 'royalty'
          ? royalty!
          : or(eq(nftSales.buyerId, userId), eq(nftSales.sellerId, userId), eq(nftSales.creatorId, userId))!;
  const [rows, [c]] = await Promise.all([
    db.select().from(nftSales).where(where).orderBy(desc(nftSales.id)).limit(p.limit).offset(offsetOf(p)),
    db.select({ n: count() }).from(nftSales).where(where),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

/** Code, name and picture of items by id (for sale views). */
export async function itemLabels(db: DbOrTx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, Pick<NftItemRow, 'code' | 'name' | 'image'>>();
  const rows = await db
    .select({ id: nftItems.id, code: nftItems.code, name: nftItems.name, image: nftItems.image })
    .from(nftItems)
    .where(inArray(nftItems.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}
