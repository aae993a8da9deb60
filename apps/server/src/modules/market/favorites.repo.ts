import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { favorites } from './market.schema';

export type FavoriteRow = typeof favorites.$inferSelect;

/** Adds a favorite; returns undefined when the user already has it. */
export async function insertFavorite(
  db: DbOrTx,
  userId: number,
  pairId: number,
): Promise<FavoriteRow | undefined> {
  const [row] = await db.insert(favorites).values({ userId, pairId }).onConflictDoNothing().returning();
  return row;
}

export async function listFavorites(db: DbOrTx, userId: number): Promise<FavoriteRow[]> {
  return db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(500);
}

export async function deleteFavorite(
  db: DbOrTx,
  userId: number,
  by: { id: number } | { pairId: number },
): Promise<number> {
  const match = 'id' in by ? eq(favorites.id, by.id) : eq(favorites.pairId, by.pairId);
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), match))
    .returning({ id: favorites.id });
  return rows.length;
}
