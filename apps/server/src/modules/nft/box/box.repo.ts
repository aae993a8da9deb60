import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../platform/db';
import { nftArtists, nftBoxSeries, nftCollections, nftItems, type NftSeriesRow } from '../nft.schema';

/** Queries of the blind-box part: series rows and the draws of their boxes. */

export type NewSeries = typeof nftBoxSeries.$inferInsert;

export async function insertSeries(tx: DbOrTx, row: NewSeries): Promise<NftSeriesRow> {
  const [inserted] = await tx.insert(nftBoxSeries).values(row).returning();
  return inserted!;
}

export async function findSeries(db: DbOrTx, id: number): Promise<NftSeriesRow | undefined> {
  const [row] = await db.select().from(nftBoxSeries).where(eq(nftBoxSeries.id, id)).limit(1);
  return row;
}

/** The series row, locked (taken after the item's lock: item → series). */
export async function lockSeries(tx: Tx, id: number): Promise<NftSeriesRow | undefined> {
  const [row] = await tx.select().from(nftBoxSeries).where(eq(nftBoxSeries.id, id)).for('update').limit(1);
  return row;
}

export async function updateSeries(
  tx: DbOrTx,
  id: number,
  set: Partial<Pick<NftSeriesRow, 'drawn' | 'revealedAt'>>,
): Promise<void> {
  await tx.update(nftBoxSeries).set(set).where(eq(nftBoxSeries.id, id));
}

export async function pageOfSeries(
  db: DbOrTx,
  q: { page: number; limit: number },
): Promise<{ rows: NftSeriesRow[]; total: number }> {
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(nftBoxSeries)
      .orderBy(desc(nftBoxSeries.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(nftBoxSeries),
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}

/** Series not revealed yet that sold out or ended (oldest end first). */
export async function dueForReveal(db: DbOrTx, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: nftBoxSeries.id })
    .from(nftBoxSeries)
    .where(
      and(
        isNull(nftBoxSeries.revealedAt),
        or(sql`${nftBoxSeries.sold} >= ${nftBoxSeries.total}`, lte(nftBoxSeries.endAt, now)),
      ),
    )
    .orderBy(asc(nftBoxSeries.endAt), asc(nftBoxSeries.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The slots already drawn in a series (read under the series' lock). */
export async function takenSlots(tx: DbOrTx, seriesId: number): Promise<Set<number>> {
  const rows = await tx
    .select({ slot: nftItems.boxSlot })
    .from(nftItems)
    .where(and(eq(nftItems.seriesId, seriesId), isNotNull(nftItems.boxSlot)));
  return new Set(rows.map((r) => r.slot!));
}

/**
 * The series' boxes not drawn yet, locked in id order (the reveal takes them BEFORE the series row, keeping the
 * item → series order of open and buy). A box drawn meanwhile by an open is dropped by the re-check.
 */
export async function lockUndrawn(tx: Tx, seriesId: number): Promise<{ id: number; code: string }[]> {
  return tx
    .select({ id: nftItems.id, code: nftItems.code })
    .from(nftItems)
    .where(and(eq(nftItems.seriesId, seriesId), isNull(nftItems.boxSeq)))
    .orderBy(asc(nftItems.id))
    .for('update');
}

export interface DrawRow {
  seriesId: number;
  code: string;
  seq: number;
  slot: number;
  opened: boolean;
}

/** Drawn boxes of the series, in seq order (`openedOnly`: just the opened ones). */
export async function drawsOf(db: DbOrTx, seriesIds: number[], openedOnly: Set<number>): Promise<DrawRow[]> {
  if (seriesIds.length === 0) return [];
  const rows = await db
    .select({
      seriesId: nftItems.seriesId,
      code: nftItems.code,
      seq: nftItems.boxSeq,
      slot: nftItems.boxSlot,
      opened: nftItems.boxOpened,
    })
    .from(nftItems)
    .where(and(inArray(nftItems.seriesId, seriesIds), isNotNull(nftItems.boxSeq)))
    .orderBy(asc(nftItems.seriesId), asc(nftItems.boxSeq));
  return rows
    .map((r) => ({ seriesId: r.seriesId!, code: r.code, seq: r.seq!, slot: r.slot!, opened: r.opened }))
    .filter((r) => r.opened || !openedOnly.has(r.seriesId));
}

/** Opened boxes per series. */
export async function openedCounts(db: DbOrTx, seriesIds: number[]): Promise<Map<number, number>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await db
    .select({ seriesId: nftItems.seriesId, n: count() })
    .from(nftItems)
    .where(and(inArray(nftItems.seriesId, seriesIds), eq(nftItems.boxOpened, true)))
    .groupBy(nftItems.seriesId);
  return new Map(rows.map((r) => [r.seriesId!, Number(r.n)]));
}

export async function artistEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: nftArtists.enabled })
    .from(nftArtists)
    .where(eq(nftArtists.userId, userId))
    .limit(1);
  return row?.enabled === true;
}

export async function collectionArtist(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ artistId: nftCollections.artistId })
    .from(nftCollections)
    .where(eq(nftCollections.id, id))
    .limit(1);
  return row?.artistId;
}
