import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users, type UserRow } from './account.schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Looks a login up by e-mail (lower-cased) or phone number. */
export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, login.toLowerCase()), eq(users.phone, login)))
    .limit(1);
  return row;
}

export async function findUserByInviteCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.extensionCode, code.toUpperCase()));
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}

export async function setPassword(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(users.id, id));
}

export async function recordLoginSuccess(db: DbOrTx, id: number, ip: string): Promise<void> {
  await db
    .update(users)
    .set({
      failedLogins: 0,
      failedWindowStart: null,
      lockedUntil: null,
      lastLoginIp: ip,
      lastLoginAt: new Date(),
    })
    .where(eq(users.id, id));
}

/**
 * Counts a wrong password inside a sliding window and locks the account when the count reaches maxFailures.
 * One atomic UPDATE, so concurrent failures are all counted. Returns the lock end, if now locked.
 */
export async function recordLoginFailure(
  db: DbOrTx,
  id: number,
  limits: { maxFailures: number; windowMs: number; lockMs: number },
): Promise<Date | null> {
  const windowSql = sql`${users.failedWindowStart} IS NULL OR ${users.failedWindowStart} < now() - make_interval(secs => ${limits.windowMs / 1000})`;
  const count = sql`CASE WHEN ${windowSql} THEN 1 ELSE ${users.failedLogins} + 1 END`;
  const [row] = await db
    .update(users)
    .set({
      failedWindowStart: sql`CASE WHEN ${windowSql} THEN now() ELSE ${users.failedWindowStart} END`,
      failedLogins: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN 0 ELSE ${count} END`,
      lockedUntil: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN now() + make_interval(secs => ${limits.lockMs / 1000}) ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, id))
    .returning({ lockedUntil: users.lockedUntil });
  return row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
}

// ---------------------------------------------------------------- profile and security (issue 4)

export async function setProfileFields(
  db: DbOrTx,
  id: number,
  fields: Partial<Pick<UserRow, 'nickname' | 'signature' | 'headPortrait' | 'phone' | 'areaCode' | 'email'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(fields).where(eq(users.id, id)).returning();
  return row;
}

/** Sets the pay password hash and clears any pay-password lockout. */
export async function setPayPassword(db: DbOrTx, id: number, payPasswordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ payPasswordHash, payFailures: 0, payFailedWindowStart: null, payLockedUntil: null })
    .where(eq(users.id, id));
}

export async function clearPayFailures(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ payFailures: 0, payFailedWindowStart: null, payLockedUntil: null })
    .where(eq(users.id, id));
}

/**
 * Counts a wrong pay password inside a sliding window (one atomic UPDATE, so concurrent tries all count);
 * at maxFailures use is locked for lockMs. Returns the failures so far and the lock end, if now locked.
 */
export async function recordPayFailure(
  db: DbOrTx,
  id: number,
  limits: { maxFailures: number; windowMs: number; lockMs: number },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const windowSql = sql`${users.payFailedWindowStart} IS NULL OR ${users.payFailedWindowStart} < now() - make_interval(secs => ${limits.windowMs / 1000})`;
  const count = sql`CASE WHEN ${windowSql} THEN 1 ELSE ${users.payFailures} + 1 END`;
  const [row] = await db
    .update(users)
    .set({
      payFailedWindowStart: sql`CASE WHEN ${windowSql} THEN now() ELSE ${users.payFailedWindowStart} END`,
      payFailures: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN 0 ELSE ${count} END`,
      payLockedUntil: sql`CASE WHEN ${count} >= ${limits.maxFailures} THEN now() + make_interval(secs => ${limits.lockMs / 1000}) ELSE ${users.payLockedUntil} END`,
    })
    .where(eq(users.id, id))
    .returning({ failures: users.payFailures, lockedUntil: users.payLockedUntil });
  const lockedUntil = row?.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil : null;
  return { failures: row?.failures ?? 0, lockedUntil };
}
