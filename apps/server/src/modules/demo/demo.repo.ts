import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { demoClaims } from './demo.schema';

/** Queries of the demo module; every function takes the caller's transaction (or the pool for reads). */

export type DemoClaimRow = typeof demoClaims.$inferSelect;

export async function claimsOf(tx: DbOrTx, userId: number): Promise<DemoClaimRow[]> {
  return tx.select().from(demoClaims).where(eq(demoClaims.userId, userId)).orderBy(desc(demoClaims.id));
}

export async function insertClaim(
  tx: DbOrTx,
  row: Pick<DemoClaimRow, 'userId' | 'kind' | 'day' | 'currencyId' | 'amount' | 'entryId'>,
): Promise<DemoClaimRow> {
  const [inserted] = await tx.insert(demoClaims).values(row).returning();
  return inserted!;
}
