import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { verificationCodes, type CodeRow } from './account.schema';

export async function latestCode(db: DbOrTx, target: string, scene: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), eq(verificationCodes.scene, scene)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

/** Issues a new code for (target, scene); any earlier unspent one stops working. */
export async function insertCode(
  db: DbOrTx,
  row: { channel: string; target: string; scene: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.target, row.target),
        eq(verificationCodes.scene, row.scene),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values(row);
}

export async function countAttempt(db: DbOrTx, id: number, attempts: number): Promise<void> {
  await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, id));
}
