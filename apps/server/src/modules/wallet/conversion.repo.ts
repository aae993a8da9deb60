import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { conversions } from './conversion.schema';

export type ConversionRow = typeof conversions.$inferSelect;

export async function insertConversion(
  db: DbOrTx,
  row: typeof conversions.$inferInsert,
): Promise<ConversionRow> {
  const [created] = await db.insert(conversions).values(row).returning();
  return created!;
}

export async function setEntry(db: DbOrTx, id: number, entryId: number): Promise<ConversionRow> {
  const [row] = await db.update(conversions).set({ entryId }).where(eq(conversions.id, id)).returning();
  return row!;
}

/** The user's conversions, newest first. */
export async function conversionsOfUser(db: DbOrTx, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(conversions)
    .where(eq(conversions.userId, userId))
    .orderBy(desc(conversions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(conversions).where(eq(conversions.userId, userId));
  return { rows, total: total?.n ?? 0 };
}
