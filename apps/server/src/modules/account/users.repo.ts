import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import {
  activeLock,
  type FailureLimits,
  nextFailureValues,
  unlocked,
} from '../../platform/db/failure-window';
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

const MAX_LOOKUP = 500;

/** Login names (e-mail, else phone) of users by id; at most MAX_LOOKUP ids. */
export async function loginNamesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].slice(0, MAX_LOOKUP);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.email ?? r.phone ?? '']));
}

export interface PublicProfile {
  nickname: string;
  headPortrait: string;
  /** Login name (e-mail, else phone): shown masked outside the console. */
  login: string;
}

/** Nickname, avatar and login name of users by id (copy trading's trader and follower lists). */
export async function publicProfilesOf(db: DbOrTx, ids: number[]): Promise<Map<number, PublicProfile>> {
  const unique = [...new Set(ids)].slice(0, MAX_LOOKUP);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      headPortrait: users.headPortrait,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { nickname: r.nickname, headPortrait: r.headPortrait, login: r.email ?? r.phone ?? '' },
    ]),
  );
}

/** The original's `is_trader` flag of the user info (1 trader, 0 not), kept by copy trading's review. */
export async function setTraderFlag(db: DbOrTx, id: number, isTrader: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isTrader: isTrader ? 1 : 0 })
    .where(eq(users.id, id));
}

export async function findUserByInviteCode(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.extensionCode, code.toUpperCase()), eq(users.system, false)));
  return row;
}

/**
 * Finds or creates a system account by its (reserved, undeliverable) e-mail; idempotent under concurrency.
 * Its password hash is not a hash, and login refuses system accounts before looking at it.
 */
export async function ensureSystemUser(
  db: DbOrTx,
  u: { email: string; accountNumber: string; nickname: string; extensionCode: string },
): Promise<UserRow> {
  await db
    .insert(users)
    .values({ ...u, passwordHash: '!system', system: true })
    .onConflictDoNothing();
  const [row] = await db.select().from(users).where(eq(users.email, u.email));
  if (!row?.system) throw new Error(`system account ${u.email} is missing or is not a system account`);
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

/** A right password: the count of wrong ones starts again (before the second factor is asked). */
export async function clearLoginFailures(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(users)
    .set({ failedLogins: 0, failedWindowStart: null, lockedUntil: null })
    .where(eq(users.id, id));
}

/** A claimed password try, or the lock that refused it. */
export type LoginTry = { claimed: true; lockedUntil: Date | null } | { claimed: false; lockedUntil: Date };

/**
 * Claims one password try before the password is checked (platform/db/failure-window `unlocked`): counted as a
 * failure in the sliding window by one conditional UPDATE that succeeds only while the account is not locked;
 * the try that reaches maxFailures locks it (`lockedUntil`). A right password then clears the count
 * (recordLoginSuccess). Not claimed: the account is locked until `lockedUntil`, check nothing.
 */
export async function claimLoginTry(db: DbOrTx, id: number, limits: FailureLimits): Promise<LoginTry> {
  const cols = {
    failures: users.failedLogins,
    windowStart: users.failedWindowStart,
    lockedUntil: users.lockedUntil,
  };
  const next = nextFailureValues(cols, limits);
  const [row] = await db
    .update(users)
    .set({ failedWindowStart: next.windowStart, failedLogins: next.failures, lockedUntil: next.lockedUntil })
    .where(and(eq(users.id, id), unlocked(cols)))
    .returning({ lockedUntil: users.lockedUntil });
  if (row) return { claimed: true, lockedUntil: activeLock(row.lockedUntil) };
  const [now] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, id));
  return { claimed: false, lockedUntil: activeLock(now?.lockedUntil) ?? new Date() };
}

// profile and security

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

/** A claimed pay-password try (failures so far in the window, the lock it set), or the lock that refused it. */
export type PayTry =
  { claimed: true; failures: number; lockedUntil: Date | null } | { claimed: false; lockedUntil: Date };

/**
 * Claims one pay-password try before it is checked, like claimLoginTry: counted as a failure in the sliding
 * window unless pay-password use is locked; the try that reaches maxFailures locks it. A right pay password
 * then clears the count (clearPayFailures).
 */
export async function claimPayTry(db: DbOrTx, id: number, limits: FailureLimits): Promise<PayTry> {
  const cols = {
    failures: users.payFailures,
    windowStart: users.payFailedWindowStart,
    lockedUntil: users.payLockedUntil,
  };
  const next = nextFailureValues(cols, limits);
  const [row] = await db
    .update(users)
    .set({
      payFailedWindowStart: next.windowStart,
      payFailures: next.failures,
      payLockedUntil: next.lockedUntil,
    })
    .where(and(eq(users.id, id), unlocked(cols)))
    .returning({ failures: users.payFailures, lockedUntil: users.payLockedUntil });
  if (row) return { claimed: true, failures: row.failures, lockedUntil: activeLock(row.lockedUntil) };
  const [now] = await db.select({ lockedUntil: users.payLockedUntil }).from(users).where(eq(users.id, id));
  return { claimed: false, lockedUntil: activeLock(now?.lockedUntil) ?? new Date() };
}
