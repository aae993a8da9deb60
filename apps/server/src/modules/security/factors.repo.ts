import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  securityFactorLocks,
  securityPasskeys,
  securityRecoveryCodes,
  securityTotp,
  type TotpRow,
} from './security.schema';

/** A user holds at most PASSKEYS_MAX passkeys; reads are capped above that anyway. */
const PASSKEYS_CAP = 50;

export async function totpOf(db: DbOrTx, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(securityTotp).where(eq(securityTotp.userId, userId));
  return row;
}

/** Stores a new pending secret, replacing an older pending one; false while the authenticator is on. */
export async function setPendingTotp(db: DbOrTx, userId: number, pendingEnc: string): Promise<boolean> {
  const rows = await db
    .insert(securityTotp)
    .values({ userId, pendingEnc, pendingAt: sql`now()` })
    .onConflictDoUpdate({
      target: securityTotp.userId,
      set: { pendingEnc, pendingAt: sql`now()` },
      setWhere: isNull(securityTotp.secretEnc),
    })
    .returning({ userId: securityTotp.userId });
  return rows.length > 0;
}

/** Turns the pending secret `pendingEnc` on, once; false when it was replaced or the authenticator is on. */
export async function enableTotp(
  db: DbOrTx,
  userId: number,
  pendingEnc: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(securityTotp)
    .set({ secretEnc: pendingEnc, pendingEnc: null, pendingAt: null, enabledAt: sql`now()`, lastStep: step })
    .where(
      and(
        eq(securityTotp.userId, userId),
        isNull(securityTotp.secretEnc),
        eq(securityTotp.pendingEnc, pendingEnc),
      ),
    )
    .returning({ userId: securityTotp.userId });
  return rows.length > 0;
}

/** Turns the authenticator off; false when it was not on. */
export async function disableTotp(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .update(securityTotp)
    .set({ secretEnc: null, pendingEnc: null, pendingAt: null, enabledAt: null, lastStep: null })
    .where(and(eq(securityTotp.userId, userId), isNotNull(securityTotp.secretEnc)))
    .returning({ userId: securityTotp.userId });
  return rows.length > 0;
}

/**
 * Records `step` as the last accepted code's, only if it is later than the last one: one conditional UPDATE,
 * so of two requests racing with one code exactly one is accepted. False: the code (or a later one) was used.
 */
export async function advanceTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(securityTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(securityTotp.userId, userId),
        isNotNull(securityTotp.secretEnc),
        or(isNull(securityTotp.lastStep), lt(securityTotp.lastStep, step)),
      ),
    )
    .returning({ userId: securityTotp.userId });
  return rows.length > 0;
}

/** Replaces the user's recovery codes by `hashes` (none: removes them). */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[]): Promise<void> {
  await db.delete(securityRecoveryCodes).where(eq(securityRecoveryCodes.userId, userId));
  if (hashes.length > 0)
    await db.insert(securityRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code, once (a conditional UPDATE); false when it is unknown or was used. */
export async function spendRecoveryCode(db: DbOrTx, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(securityRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(securityRecoveryCodes.userId, userId),
        eq(securityRecoveryCodes.codeHash, codeHash),
        isNull(securityRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: securityRecoveryCodes.id });
  return rows.length > 0;
}

export async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(securityRecoveryCodes)
    .where(and(eq(securityRecoveryCodes.userId, userId), isNull(securityRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The user's passkeys as the overview lists them, oldest first. */
export async function passkeysOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: securityPasskeys.id,
      name: securityPasskeys.name,
      createdAt: securityPasskeys.createdAt,
      lastUsedAt: securityPasskeys.lastUsedAt,
    })
    .from(securityPasskeys)
    .where(eq(securityPasskeys.userId, userId))
    .orderBy(asc(securityPasskeys.id))
    .limit(PASSKEYS_CAP);
}

/** Which factors the user holds: an enabled authenticator, any passkey. */
export async function heldFactors(db: DbOrTx, userId: number): Promise<{ totp: boolean; passkey: boolean }> {
  const [row] = await db
    .execute<{ totp: boolean; passkey: boolean }>(
      sql`
    SELECT
      EXISTS (SELECT 1 FROM ${securityTotp} WHERE ${securityTotp.userId} = ${userId} AND ${securityTotp.secretEnc} IS NOT NULL) AS totp,
      EXISTS (SELECT 1 FROM ${securityPasskeys} WHERE ${securityPasskeys.userId} = ${userId}) AS passkey
  `,
    )
    .then((r) => r.rows);
  return { totp: row?.totp === true, passkey: row?.passkey === true };
}

/** A claimed factor try, or the lock that refused it. */
export type FactorTry = { claimed: true; lockedUntil: Date | null } | { claimed: false; lockedUntil: Date };

/**
 * Claims one second-factor try before the factor is checked, as account's claimLoginTry does: counted as a
 * failure by one conditional upsert that succeeds only while the user is not locked, so concurrent guesses
 * cannot pass the lock; the try reaching `tries` locks for `lockMs` (and restarts the count). A right factor
 * then clears the count (clearFactorFailures).
 */
export async function claimFactorTry(
  db: DbOrTx,
  userId: number,
  limits: { tries: number; lockMs: number },
): Promise<FactorTry> {
  const lockAt = sql`now() + make_interval(secs => ${limits.lockMs / 1000})`;
  const firstLocks = limits.tries <= 1;
  const next = sql`${securityFactorLocks.failures} + 1`;
  const rows = await db
    .insert(securityFactorLocks)
    .values({
      userId,
      failures: firstLocks ? 0 : 1,
      lockedUntil: firstLocks ? lockAt : null,
    })
    .onConflictDoUpdate({
      target: securityFactorLocks.userId,
      set: {
        failures: sql`CASE WHEN ${next} >= ${limits.tries} THEN 0 ELSE ${next} END`,
        lockedUntil: sql`CASE WHEN ${next} >= ${limits.tries} THEN ${lockAt} ELSE NULL END`,
      },
      setWhere: or(isNull(securityFactorLocks.lockedUntil), sql`${securityFactorLocks.lockedUntil} <= now()`),
    })
    .returning({ lockedUntil: securityFactorLocks.lockedUntil });
  const claimed = rows[0];
  if (claimed) return { claimed: true, lockedUntil: claimed.lockedUntil };
  const [now] = await db
    .select({ lockedUntil: securityFactorLocks.lockedUntil })
    .from(securityFactorLocks)
    .where(eq(securityFactorLocks.userId, userId));
  return { claimed: false, lockedUntil: now?.lockedUntil ?? new Date() };
}

/** A right factor: the count of wrong ones in a row starts again. */
export async function clearFactorFailures(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(securityFactorLocks)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(securityFactorLocks.userId, userId));
}
