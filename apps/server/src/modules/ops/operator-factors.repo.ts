import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { FACTOR_LOCKOUT } from '@meridian/contract/security';
import type { DbOrTx } from '../../platform/db';
import { activeLock } from '../../platform/db/failure-window';
import {
  operatorRecoveryCodes,
  operatorSessions,
  operatorStepUps,
  operatorTotp,
  type OperatorTotpRow,
} from './ops.schema';

export async function findTotp(db: DbOrTx, operatorId: number): Promise<OperatorTotpRow | undefined> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.operatorId, operatorId));
  return row;
}

/** A new pending secret, replacing an older pending one; nothing when the authenticator is already on. */
export async function setPending(db: DbOrTx, operatorId: number, pendingEnc: string): Promise<boolean> {
  const rows = await db
    .insert(operatorTotp)
    .values({ operatorId, pendingEnc })
    .onConflictDoUpdate({
      target: operatorTotp.operatorId,
      set: { pendingEnc },
      setWhere: isNull(operatorTotp.enabledAt),
    })
    .returning({ id: operatorTotp.operatorId });
  return rows.length > 0;
}

/**
 * Claims one second-factor try before the code is checked, so concurrent guesses cannot pass the lock: counted
 * as wrong until a right code clears it; the FACTOR_LOCKOUT.tries-th in a row locks. Not claimed: locked.
 */
export async function claimFactorTry(
  db: DbOrTx,
  operatorId: number,
): Promise<{ claimed: true; lockedUntil: Date | null } | { claimed: false; lockedUntil: Date }> {
  const reached = sql`${operatorTotp.failures} + 1 >= ${FACTOR_LOCKOUT.tries}`;
  const [row] = await db
    .update(operatorTotp)
    .set({
      failures: sql`CASE WHEN ${reached} THEN 0 ELSE ${operatorTotp.failures} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reached} THEN now() + make_interval(mins => ${FACTOR_LOCKOUT.minutes}) ELSE NULL END`,
    })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        or(isNull(operatorTotp.lockedUntil), sql`${operatorTotp.lockedUntil} <= now()`),
      ),
    )
    .returning({ lockedUntil: operatorTotp.lockedUntil });
  if (row) return { claimed: true, lockedUntil: activeLock(row.lockedUntil) };
  const now = await findTotp(db, operatorId);
  return { claimed: false, lockedUntil: activeLock(now?.lockedUntil) ?? new Date() };
}

/** A right factor: the count of wrong ones starts again. */
export async function clearFactorTries(db: DbOrTx, operatorId: number): Promise<void> {
  await db
    .update(operatorTotp)
    .set({ failures: 0, lockedUntil: null })
    .where(eq(operatorTotp.operatorId, operatorId));
}

/** Accepts a code's step once (conditional, so two racing uses of one code → one); false when already used. */
export async function acceptStep(db: DbOrTx, operatorId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operatorTotp)
    .set({ lastStep: step, failures: 0, lockedUntil: null })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, step)),
      ),
    )
    .returning({ id: operatorTotp.operatorId });
  return rows.length > 0;
}

/** Turns the pending secret on (once: false when it is already on or the pending secret changed meanwhile). */
export async function enableTotp(
  db: DbOrTx,
  operatorId: number,
  pendingEnc: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(operatorTotp)
    .set({
      secretEnc: pendingEnc,
      pendingEnc: null,
      enabledAt: new Date(),
      lastStep: step,
      failures: 0,
      lockedUntil: null,
    })
    .where(
      and(
        eq(operatorTotp.operatorId, operatorId),
        isNull(operatorTotp.enabledAt),
        eq(operatorTotp.pendingEnc, pendingEnc),
      ),
    )
    .returning({ id: operatorTotp.operatorId });
  return rows.length > 0;
}

export async function insertRecoveryCodes(db: DbOrTx, operatorId: number, hashes: string[]): Promise<void> {
  await db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
}

/** Spends one unused recovery code (conditional, so a code works once even when raced); false when none. */
export async function spendRecoveryCode(db: DbOrTx, operatorId: number, codeHash: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: operatorRecoveryCodes.id })
    .from(operatorRecoveryCodes)
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .limit(1);
  if (!hit) return false;
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(operatorRecoveryCodes.id, hit.id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length > 0;
}

/** Enrolment ends every other session of the operator (any made with the password alone). */
export async function revokeOtherSessions(
  db: DbOrTx,
  operatorId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        ne(operatorSessions.id, keepSessionId),
        isNull(operatorSessions.revokedAt),
      ),
    );
}

export async function insertStepUp(
  db: DbOrTx,
  row: { id: string; operatorId: number; sessionId: number; action: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorStepUps).values(row);
}

/**
 * Spends a proof of this session and action if it is unused and unexpired: one conditional UPDATE, so two
 * actions racing on one proof → one (the other waits for the first's commit, then finds it used).
 */
export async function spendStepUp(
  db: DbOrTx,
  claim: { id: string; operatorId: number; sessionId: number; action: string },
): Promise<boolean> {
  const rows = await db
    .update(operatorStepUps)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorStepUps.id, claim.id),
        eq(operatorStepUps.operatorId, claim.operatorId),
        eq(operatorStepUps.sessionId, claim.sessionId),
        eq(operatorStepUps.action, claim.action),
        isNull(operatorStepUps.usedAt),
        gt(operatorStepUps.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: operatorStepUps.id });
  return rows.length > 0;
}
