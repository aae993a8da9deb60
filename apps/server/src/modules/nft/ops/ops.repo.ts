import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db';
import { nftArtists, nftCollections, type NftItemRow } from '../nft.schema';

/** The console's queries on artists and collections (items go through nft.repo / catalogue.repo). */

export type ArtistRow = typeof nftArtists.$inferSelect;
export type CollectionRow = typeof nftCollections.$inferSelect;

export async function findArtist(db: DbOrTx, uid: number): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(nftArtists).where(eq(nftArtists.userId, uid)).limit(1);
  return row;
}

/** The artist row when `uid` is an enabled artist. */
export async function enabledArtist(db: DbOrTx, uid: number): Promise<ArtistRow | undefined> {
  const row = await findArtist(db, uid);
  return row?.enabled ? row : undefined;
}

export async function lockArtist(db: DbOrTx, uid: number): Promise<ArtistRow | undefined> {
  const [row] = await db.select().from(nftArtists).where(eq(nftArtists.userId, uid)).for('update').limit(1);
  return row;
}

export async function upsertArtist(
  db: DbOrTx,
  row: { userId: number; name: string; bio: string; enabled: boolean; isDemo: boolean },
): Promise<ArtistRow> {
  const [saved] = await db
    .insert(nftArtists)
    .values(row)
    .onConflictDoUpdate({
      target: nftArtists.userId,
      set: { name: row.name, bio: row.bio, enabled: row.enabled },
    })
    .returning();
  return saved!;
}

export async function allArtists(db: DbOrTx, p: { page: number; limit: number }) {
  const [rows, [c]] = await Promise.all([
    db
      .select()
      .from(nftArtists)
      .orderBy(desc(nftArtists.createdAt), desc(nftArtists.userId))
      .limit(p.limit)
      .offset((p.page - 1) * p.limit),
    db.select({ n: count() }).from(nftArtists),
  ]);
  return { rows, total: Number(c?.n ?? 0) };
}

export async function lockCollection(db: DbOrTx, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(nftCollections)
    .where(eq(nftCollections.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findCollection(db: DbOrTx, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select().from(nftCollections).where(eq(nftCollections.id, id)).limit(1);
  return row;
}

export async function insertCollection(
  db: DbOrTx,
  row: typeof nftCollections.$inferInsert,
): Promise<CollectionRow> {
  const [saved] = await db.insert(nftCollections).values(row).returning();
  return saved!;
}

export async function updateCollection(
  db: DbOrTx,
  id: number,
  set: Pick<CollectionRow, 'name' | 'description' | 'cover'>,
): Promise<CollectionRow> {
  const [saved] = await db.update(nftCollections).set(set).where(eq(nftCollections.id, id)).returning();
  return saved!;
}

/** A demo collection of an artist by name (the demo catalogue is made once per piece). */
export async function collectionByName(db: DbOrTx, artistId: number, name: string) {
  const [row] = await db
    .select()
    .from(nftCollections)
    .where(and(eq(nftCollections.artistId, artistId), eq(nftCollections.name, name)))
    .limit(1);
  return row;
}

export type { NftItemRow };
