import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  activeLock,
  type FailureLimits,
  nextFailureValues,
  unlocked,
} from '../../platform/db/failure-window';
import { operators, operatorSessions, operatorTotp, type OperatorRow } from './ops.schema';

/** Operator accounts are few (staff); listings are capped anyway. */
const LIST_CAP = 500;

export async function findOperatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase()));
  return row;
}

export async function findOperatorById(db: DbOrTx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function listOperators(db: DbOrTx): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.id)).limit(LIST_CAP);
}

export async function insertOperator(
  db: DbOrTx,
  row: { email: string; passwordHash: string },
): Promise<OperatorRow> {
  const [created] = await db.insert(operators).values(row).returning();
  if (!created) throw new Error('insert operators returned no row');
  return created;
}

/** A new password also clears any lockout and re-enables the account. */
export async function setOperatorPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db
    .update(operators)
    .set({ passwordHash, disabled: false, failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(operators.id, id));
}

/** A right password: its failure count starts again (the second factor has its own). */
export async function clearOperatorTries(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(operators.id, id));
}

export async function recordOperatorLogin(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(operators)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(operators.id, id));
}

/**
 * Claims one password try before the password is checked (like users' claimLoginTry, platform/db/failure-window
 * `unlocked`): counted as a failure unless the account is locked; a right password then clears the count
 * (recordOperatorLogin). Not claimed: locked until `lockedUntil`.
 */
export async function claimOperatorTry(
  db: DbOrTx,
  id: number,
  limits: FailureLimits,
): Promise<{ claimed: true; lockedUntil: Date | null } | { claimed: false; lockedUntil: Date }> {
  const cols = {
    failures: operators.failedLogins,
    windowStart: operators.failedWindowStart,
    lockedUntil: operators.lockedUntil,
  };
  const next = nextFailureValues(cols, limits);
  const [row] = await db
    .update(operators)
    .set({ failedLogins: next.failures, failedWindowStart: next.windowStart, lockedUntil: next.lockedUntil })
    .where(and(eq(operators.id, id), unlocked(cols)))
    .returning({ lockedUntil: operators.lockedUntil });
  if (row) return { claimed: true, lockedUntil: activeLock(row.lockedUntil) };
  const [now] = await db
    .select({ lockedUntil: operators.lockedUntil })
    .from(operators)
    .where(eq(operators.id, id));
  return { claimed: false, lockedUntil: activeLock(now?.lockedUntil) ?? new Date() };
}

export async function insertOperatorSession(
  db: DbOrTx,
  row: { operatorId: number; tokenHash: string; ip: string; expiresAt: Date },
): Promise<number> {
  const [created] = await db.insert(operatorSessions).values(row).returning({ id: operatorSessions.id });
  if (!created) throw new Error('insert operator_sessions returned no row');
  return created.id;
}

/** A live session (not revoked, not expired) of an enabled operator, and whether its authenticator is on. */
export async function findLiveOperatorSession(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ sessionId: number; operatorId: number; enrolled: boolean } | undefined> {
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operatorSessions.operatorId,
      enrolled: sql<boolean>`${operatorTotp.enabledAt} IS NOT NULL`,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .leftJoin(operatorTotp, eq(operatorTotp.operatorId, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        eq(operators.disabled, false),
      ),
    );
  return row;
}

/** Which of these operator sessions are still live (not revoked, not expired, operator not disabled). */
export async function liveOperatorSessionIds(
  db: DbOrTx,
  sessionIds: readonly number[],
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: operatorSessions.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        inArray(operatorSessions.id, [...sessionIds]),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        eq(operators.disabled, false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function revokeOperatorSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}
