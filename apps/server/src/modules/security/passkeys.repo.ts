import { and, asc, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type ChallengeRow, type PasskeyRow, securityChallenges, securityPasskeys } from './security.schema';

/** A user holds at most PASSKEYS_MAX passkeys; reads are capped above that anyway. */
const PASSKEYS_CAP = 50;
/** Expired challenges removed per issue, so the table never grows with abandoned ceremonies. */
const PRUNE_BATCH = 100;

export type ChallengePurpose = 'register' | 'login' | 'step_up';

export async function insertChallenge(
  db: DbOrTx,
  row: { id: string; userId: number | null; purpose: ChallengePurpose; challenge: string; expiresAt: Date },
): Promise<void> {
  await db.insert(securityChallenges).values(row);
}

/** Deletes a batch of challenges that expired (or were answered) long enough ago. */
export async function pruneChallenges(db: DbOrTx, before: Date): Promise<void> {
  const old = db
    .select({ id: securityChallenges.id })
    .from(securityChallenges)
    .where(lt(securityChallenges.expiresAt, before))
    .limit(PRUNE_BATCH);
  await db.delete(securityChallenges).where(inArray(securityChallenges.id, old));
}

/**
 * Marks a challenge of one of `purposes` answered, once: one conditional UPDATE, so two answers racing on one
 * challenge get it once. Undefined when it is unknown, already answered or of another purpose; the caller
 * checks `expiresAt`.
 */
export async function spendChallenge(
  db: DbOrTx,
  id: string,
  purposes: readonly ChallengePurpose[],
): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .update(securityChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(securityChallenges.id, id),
        isNull(securityChallenges.usedAt),
        inArray(securityChallenges.purpose, [...purposes]),
      ),
    )
    .returning();
  return row;
}

export async function listForUser(db: DbOrTx, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(securityPasskeys)
    .where(eq(securityPasskeys.userId, userId))
    .orderBy(asc(securityPasskeys.id))
    .limit(PASSKEYS_CAP);
}

export async function countForUser(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityPasskeys)
    .where(eq(securityPasskeys.userId, userId));
  return row?.n ?? 0;
}

export async function findByCredentialId(db: DbOrTx, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(securityPasskeys)
    .where(eq(securityPasskeys.credentialId, credentialId));
  return row;
}

export type NewPasskey = typeof securityPasskeys.$inferInsert;

/** Undefined when the credential id is already registered (by anyone). */
export async function insertPasskey(db: DbOrTx, row: NewPasskey): Promise<PasskeyRow | undefined> {
  const [inserted] = await db
    .insert(securityPasskeys)
    .values(row)
    .onConflictDoNothing({ target: securityPasskeys.credentialId })
    .returning();
  return inserted;
}

/**
 * Records a use: the new counter and backup state, only while the stored counter is still the one the
 * assertion was checked against, so two assertions racing with one counter value are accepted once.
 */
export async function recordUse(
  db: DbOrTx,
  row: { id: number; checkedCounter: number; newCounter: number; backedUp: boolean },
): Promise<boolean> {
  const updated = await db
    .update(securityPasskeys)
    .set({ counter: row.newCounter, backedUp: row.backedUp, lastUsedAt: sql`now()` })
    .where(and(eq(securityPasskeys.id, row.id), eq(securityPasskeys.counter, row.checkedCounter)))
    .returning({ id: securityPasskeys.id });
  return updated.length === 1;
}

export async function rename(
  db: DbOrTx,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(securityPasskeys)
    .set({ name })
    .where(and(eq(securityPasskeys.id, id), eq(securityPasskeys.userId, userId)))
    .returning();
  return row;
}

export async function remove(db: DbOrTx, userId: number, id: number): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(securityPasskeys)
    .where(and(eq(securityPasskeys.id, id), eq(securityPasskeys.userId, userId)))
    .returning();
  return row;
}
